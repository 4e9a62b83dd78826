// Generated from the items registry and the drizzle foreign keys by
// apps/api/src/items/relations-type.ts (npm run db:item-types). Do not edit.
// item-relations.test.ts fails when it is stale; item-types.ts checks it against the tables.
export type ItemRelations = {
  advance_payment: {
    hidden: never;
    m2o: {
      client_deposit_id: 'client_deposit';
      client_id: 'client';
      money_movement_id: 'money_movement';
      return_movement_id: 'money_movement';
      service_reservation_id: 'service_reservation';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
      wallet_instrument_id: 'wallet_instrument';
    };
    o2m: {
      wallet_entry: 'wallet_entry';
    };
  };
  brand: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      product: 'product';
      product_line: 'product_line';
    };
  };
  cash_drawer_count: {
    hidden: never;
    m2o: {
      cash_drawer_session_id: 'cash_drawer_session';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  cash_drawer_session: {
    hidden: never;
    m2o: {
      closed_by: 'sari_user';
      opened_by: 'sari_user';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      cash_drawer_count: 'cash_drawer_count';
      history_payment: 'history_payment';
      money_movement: 'money_movement';
    };
  };
  client: {
    hidden: 'search_text';
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      advance_payment: 'advance_payment';
      client_client_tag: 'client_client_tag';
      client_deposit: 'client_deposit';
      client_message: 'client_message';
      history_payment: 'history_payment';
      history_payment_deposit: 'history_payment_deposit';
      money_movement: 'money_movement';
      opportunity: 'opportunity';
      qualification: 'qualification';
      sales_order: 'sales_order';
      service_reservation: 'service_reservation';
      waitlist_entry: 'waitlist_entry';
      wallet_entry: 'wallet_entry';
      wallet_instrument: 'wallet_instrument';
    };
  };
  client_client_tag: {
    hidden: never;
    m2o: {
      client_id: 'client';
      client_tag_id: 'client_tag';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  client_deposit: {
    hidden: never;
    m2o: {
      client_id: 'client';
      money_movement_id: 'money_movement';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      advance_payment: 'advance_payment';
      deposit_credit_detail: 'deposit_credit_detail';
    };
  };
  client_message: {
    hidden: 'send_key';
    m2o: {
      client_id: 'client';
      service_reservation_id: 'service_reservation';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  client_tag: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      client_client_tag: 'client_client_tag';
    };
  };
  credit_payment: {
    hidden: never;
    m2o: {
      history_payment_deposit_id: 'history_payment_deposit';
      money_movement_id: 'money_movement';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  deposit_credit_detail: {
    hidden: never;
    m2o: {
      origin_client_deposit_id: 'client_deposit';
      origin_history_payment_deposit_id: 'history_payment_deposit';
      subscriber_owner_company_id: 'subscriber_owner_company';
      used_history_payment_id: 'history_payment';
    };
    o2m: Record<never, never>;
  };
  discount_consumable_product: {
    hidden: never;
    m2o: {
      service_category_id: 'service_category';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  discount_promotion: {
    hidden: never;
    m2o: {
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      discount_promotion_service: 'discount_promotion_service';
      discount_promotion_site: 'discount_promotion_site';
      history_payment_detail_promotion: 'history_payment_detail_promotion';
      service: 'discount_promotion_service';
      sites: 'discount_promotion_site';
    };
  };
  discount_promotion_service: {
    hidden: never;
    m2o: {
      discount_promotion_id: 'discount_promotion';
      service_id: 'service';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  discount_promotion_site: {
    hidden: never;
    m2o: {
      discount_promotion_id: 'discount_promotion';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  history_payment: {
    hidden: never;
    m2o: {
      cash_drawer_session_id: 'cash_drawer_session';
      client_id: 'client';
      sari_user_id: 'sari_user';
      service_reservation_id: 'service_reservation';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      deposit_credit_detail: 'deposit_credit_detail';
      history_payment_deposit: 'history_payment_deposit';
      history_payment_detail: 'history_payment_detail';
      history_payment_method: 'history_payment_method';
      history_payment_tip: 'history_payment_tip';
      opportunity: 'opportunity';
      sale_refund: 'sale_refund';
      sale_refund_share: 'sale_refund_share';
      sales_order: 'sales_order';
      stock_movement: 'stock_movement';
      wallet_entry: 'wallet_entry';
      wallet_instrument: 'wallet_instrument';
    };
  };
  history_payment_deposit: {
    hidden: never;
    m2o: {
      client_id: 'client';
      history_payment_id: 'history_payment';
      money_movement_id: 'money_movement';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      credit_payment: 'credit_payment';
      deposit_credit_detail: 'deposit_credit_detail';
    };
  };
  history_payment_detail: {
    hidden: never;
    m2o: {
      history_payment_id: 'history_payment';
      product_id: 'product';
      service_id: 'service';
      service_reservation_service_id: 'service_reservation_service';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      history_payment_detail_promotion: 'history_payment_detail_promotion';
      sale_refund_line: 'sale_refund_line';
      wallet_entry: 'wallet_entry';
      wallet_instrument: 'wallet_instrument';
    };
  };
  history_payment_detail_promotion: {
    hidden: never;
    m2o: {
      discount_promotion_id: 'discount_promotion';
      history_payment_detail_id: 'history_payment_detail';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  history_payment_method: {
    hidden: never;
    m2o: {
      history_payment_id: 'history_payment';
      money_movement_id: 'money_movement';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  history_payment_tip: {
    hidden: never;
    m2o: {
      history_payment_id: 'history_payment';
      money_movement_id: 'money_movement';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  membership_plan: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      membership_plan_service: 'membership_plan_service';
      membership_plan_site_price: 'membership_plan_site_price';
      prices: 'membership_plan_site_price';
      services: 'membership_plan_service';
      wallet_instrument: 'wallet_instrument';
    };
  };
  membership_plan_service: {
    hidden: never;
    m2o: {
      membership_plan_id: 'membership_plan';
      service_id: 'service';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  membership_plan_site_price: {
    hidden: never;
    m2o: {
      membership_plan_id: 'membership_plan';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  money_movement: {
    hidden: never;
    m2o: {
      cash_drawer_session_id: 'cash_drawer_session';
      client_id: 'client';
      sari_user_id: 'sari_user';
      site_id: 'site';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      client_deposit: 'client_deposit';
      credit_payment: 'credit_payment';
      history_payment_deposit: 'history_payment_deposit';
      history_payment_method: 'history_payment_method';
      history_payment_tip: 'history_payment_tip';
      purchase_payment: 'purchase_payment';
      specialist_advance: 'specialist_advance';
      specialist_payment: 'specialist_payment';
    };
  };
  notification: {
    hidden: never;
    m2o: {
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  opportunity: {
    hidden: never;
    m2o: {
      client_id: 'client';
      history_payment_id: 'history_payment';
      product_id: 'product';
      sari_user_id: 'sari_user';
      service_id: 'service';
      service_reservation_id: 'service_reservation';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  payment_method: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  product: {
    hidden: never;
    m2o: {
      brand_id: 'brand';
      product_category_id: 'product_category';
      product_line_id: 'product_line';
      subscriber_owner_company_id: 'subscriber_owner_company';
      supplier_id: 'supplier';
    };
    o2m: {
      history_payment_detail: 'history_payment_detail';
      opportunity: 'opportunity';
      product_price: 'product_price';
      product_stock: 'product_stock';
      purchase_order_line: 'purchase_order_line';
      sales_order_line: 'sales_order_line';
      service_product: 'service_product';
      service_reservation_service_product: 'service_reservation_service_product';
      stock_movement: 'stock_movement';
    };
  };
  product_category: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      product: 'product';
    };
  };
  product_line: {
    hidden: never;
    m2o: {
      brand_id: 'brand';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      product: 'product';
    };
  };
  product_price: {
    hidden: never;
    m2o: {
      product_id: 'product';
      product_type_price_id: 'product_type_price';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  product_stock: {
    hidden: never;
    m2o: {
      product_id: 'product';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  product_type_price: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      product_price: 'product_price';
    };
  };
  purchase_order: {
    hidden: never;
    m2o: {
      sari_user_id: 'sari_user';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
      supplier_id: 'supplier';
    };
    o2m: {
      purchase_order_line: 'purchase_order_line';
      purchase_payment: 'purchase_payment';
      purchase_return: 'purchase_return';
      stock_movement: 'stock_movement';
    };
  };
  purchase_order_line: {
    hidden: never;
    m2o: {
      product_id: 'product';
      purchase_order_id: 'purchase_order';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      purchase_return_line: 'purchase_return_line';
    };
  };
  purchase_payment: {
    hidden: never;
    m2o: {
      money_movement_id: 'money_movement';
      purchase_order_id: 'purchase_order';
      sari_user_id: 'sari_user';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  purchase_return: {
    hidden: never;
    m2o: {
      purchase_order_id: 'purchase_order';
      sari_user_id: 'sari_user';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      purchase_return_line: 'purchase_return_line';
    };
  };
  purchase_return_line: {
    hidden: never;
    m2o: {
      purchase_order_line_id: 'purchase_order_line';
      purchase_return_id: 'purchase_return';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  qualification: {
    hidden: 'token';
    m2o: {
      client_id: 'client';
      service_reservation_id: 'service_reservation';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  resource: {
    hidden: never;
    m2o: {
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      resource_availability: 'resource_availability';
      service_reservation_service_resource: 'service_reservation_service_resource';
      service_resource_need: 'service_resource_need';
    };
  };
  resource_availability: {
    hidden: never;
    m2o: {
      resource_id: 'resource';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  sale_refund: {
    hidden: never;
    m2o: {
      history_payment_id: 'history_payment';
      sari_user_id: 'sari_user';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      sale_refund_line: 'sale_refund_line';
      sale_refund_share: 'sale_refund_share';
      wallet_entry: 'wallet_entry';
    };
  };
  sale_refund_line: {
    hidden: never;
    m2o: {
      history_payment_detail_id: 'history_payment_detail';
      sale_refund_id: 'sale_refund';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  sale_refund_share: {
    hidden: never;
    m2o: {
      history_payment_id: 'history_payment';
      sale_refund_id: 'sale_refund';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  sales_order: {
    hidden: never;
    m2o: {
      client_id: 'client';
      history_payment_id: 'history_payment';
      sari_user_id: 'sari_user';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      sales_order_line: 'sales_order_line';
      stock_movement: 'stock_movement';
    };
  };
  sales_order_line: {
    hidden: never;
    m2o: {
      product_id: 'product';
      sales_order_id: 'sales_order';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  sari_module: {
    hidden: never;
    m2o: Record<never, never>;
    o2m: {
      sari_permissions: 'sari_permissions';
    };
  };
  sari_permissions: {
    hidden: never;
    m2o: {
      sari_module_id: 'sari_module';
      sari_role_id: 'sari_role';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  sari_role: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      sari_permissions: 'sari_permissions';
      sari_user_role: 'sari_user_role';
    };
  };
  sari_user: {
    hidden: never;
    m2o: {
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      history_payment: 'history_payment';
      money_movement: 'money_movement';
      opportunity: 'opportunity';
      purchase_order: 'purchase_order';
      purchase_payment: 'purchase_payment';
      purchase_return: 'purchase_return';
      sale_refund: 'sale_refund';
      sales_order: 'sales_order';
      sari_user_role: 'sari_user_role';
      sari_user_sites: 'sari_user_sites';
      service_reservation: 'service_reservation';
      stock_movement: 'stock_movement';
      waitlist_entry: 'waitlist_entry';
      wallet_entry: 'wallet_entry';
    };
  };
  sari_user_role: {
    hidden: never;
    m2o: {
      sari_role_id: 'sari_role';
      sari_user_id: 'sari_user';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  sari_user_sites: {
    hidden: never;
    m2o: {
      sari_user_id: 'sari_user';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  service: {
    hidden: never;
    m2o: {
      service_category_id: 'service_category';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      discount_promotion_service: 'discount_promotion_service';
      history_payment_detail: 'history_payment_detail';
      membership_plan_service: 'membership_plan_service';
      opportunity: 'opportunity';
      service_product: 'service_product';
      service_reservation_service: 'service_reservation_service';
      service_resource_need: 'service_resource_need';
      service_site_price: 'service_site_price';
      service_specialist: 'service_specialist';
      session_package_service: 'session_package_service';
      waitlist_entry: 'waitlist_entry';
      wallet_instrument_service: 'wallet_instrument_service';
    };
  };
  service_category: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      discount_consumable_product: 'discount_consumable_product';
      service: 'service';
      specialist_commission: 'specialist_commission';
    };
  };
  service_product: {
    hidden: never;
    m2o: {
      product_id: 'product';
      service_id: 'service';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  service_reservation: {
    hidden: never;
    m2o: {
      client_id: 'client';
      sari_user_id: 'sari_user';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      advance_payment: 'advance_payment';
      client_message: 'client_message';
      history_payment: 'history_payment';
      opportunity: 'opportunity';
      qualification: 'qualification';
      service_reservation_service: 'service_reservation_service';
      waitlist_entry: 'waitlist_entry';
    };
  };
  service_reservation_service: {
    hidden: 'busy';
    m2o: {
      package_instrument_id: 'wallet_instrument';
      service_id: 'service';
      service_reservation_id: 'service_reservation';
      site_id: 'site';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      history_payment_detail: 'history_payment_detail';
      resources: 'service_reservation_service_resource';
      service_reservation_service_product: 'service_reservation_service_product';
      service_reservation_service_resource: 'service_reservation_service_resource';
      stock_movement: 'stock_movement';
    };
  };
  service_reservation_service_product: {
    hidden: never;
    m2o: {
      product_id: 'product';
      service_reservation_service_id: 'service_reservation_service';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  service_reservation_service_resource: {
    hidden: 'busy';
    m2o: {
      resource_id: 'resource';
      service_reservation_service_id: 'service_reservation_service';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  service_resource_need: {
    hidden: never;
    m2o: {
      resource_id: 'resource';
      service_id: 'service';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  service_site_price: {
    hidden: never;
    m2o: {
      service_id: 'service';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  service_specialist: {
    hidden: never;
    m2o: {
      service_id: 'service';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  session_package: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      prices: 'session_package_site_price';
      services: 'session_package_service';
      session_package_service: 'session_package_service';
      session_package_site_price: 'session_package_site_price';
      wallet_instrument: 'wallet_instrument';
    };
  };
  session_package_service: {
    hidden: never;
    m2o: {
      service_id: 'service';
      session_package_id: 'session_package';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  session_package_site_price: {
    hidden: never;
    m2o: {
      session_package_id: 'session_package';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  setting: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  site: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      advance_payment: 'advance_payment';
      cash_drawer_session: 'cash_drawer_session';
      client_deposit: 'client_deposit';
      client_message: 'client_message';
      discount_promotion_site: 'discount_promotion_site';
      history_payment: 'history_payment';
      membership_plan_site_price: 'membership_plan_site_price';
      money_movement: 'money_movement';
      notification: 'notification';
      opportunity: 'opportunity';
      product_price: 'product_price';
      product_stock: 'product_stock';
      purchase_order: 'purchase_order';
      resource: 'resource';
      sale_refund: 'sale_refund';
      sales_order: 'sales_order';
      sari_user_sites: 'sari_user_sites';
      service_reservation: 'service_reservation';
      service_reservation_service: 'service_reservation_service';
      service_reservation_service_resource: 'service_reservation_service_resource';
      service_site_price: 'service_site_price';
      session_package_site_price: 'session_package_site_price';
      site_schedule: 'site_schedule';
      specialist_advance: 'specialist_advance';
      specialist_availability: 'specialist_availability';
      specialist_payment: 'specialist_payment';
      specialist_site: 'specialist_site';
      stock_movement: 'stock_movement';
      waitlist_entry: 'waitlist_entry';
      wallet_instrument: 'wallet_instrument';
    };
  };
  site_schedule: {
    hidden: never;
    m2o: {
      site_id: 'site';
      site_schedule_time_id: 'site_schedule_time';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  site_schedule_time: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      site_schedule: 'site_schedule';
    };
  };
  specialist: {
    hidden: never;
    m2o: {
      specialty_id: 'specialty';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      discount_promotion: 'discount_promotion';
      history_payment_detail: 'history_payment_detail';
      history_payment_tip: 'history_payment_tip';
      money_movement: 'money_movement';
      qualification: 'qualification';
      sari_user: 'sari_user';
      service_reservation_service: 'service_reservation_service';
      service_specialist: 'service_specialist';
      specialist_absence: 'specialist_absence';
      specialist_advance: 'specialist_advance';
      specialist_availability: 'specialist_availability';
      specialist_commission: 'specialist_commission';
      specialist_payment: 'specialist_payment';
      specialist_site: 'specialist_site';
    };
  };
  specialist_absence: {
    hidden: never;
    m2o: {
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  specialist_advance: {
    hidden: never;
    m2o: {
      money_movement_id: 'money_movement';
      site_id: 'site';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  specialist_availability: {
    hidden: never;
    m2o: {
      site_id: 'site';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  specialist_commission: {
    hidden: never;
    m2o: {
      service_category_id: 'service_category';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  specialist_payment: {
    hidden: never;
    m2o: {
      money_movement_id: 'money_movement';
      site_id: 'site';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  specialist_site: {
    hidden: never;
    m2o: {
      site_id: 'site';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  specialty: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      specialist: 'specialist';
    };
  };
  stock_movement: {
    hidden: never;
    m2o: {
      history_payment_id: 'history_payment';
      product_id: 'product';
      purchase_order_id: 'purchase_order';
      sales_order_id: 'sales_order';
      sari_user_id: 'sari_user';
      service_reservation_service_id: 'service_reservation_service';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  subscriber_owner: {
    hidden: never;
    m2o: Record<never, never>;
    o2m: {
      subscriber_owner_company: 'subscriber_owner_company';
    };
  };
  subscriber_owner_company: {
    hidden: never;
    m2o: {
      subscriber_owner_id: 'subscriber_owner';
    };
    o2m: {
      advance_payment: 'advance_payment';
      brand: 'brand';
      cash_drawer_count: 'cash_drawer_count';
      cash_drawer_session: 'cash_drawer_session';
      client: 'client';
      client_client_tag: 'client_client_tag';
      client_deposit: 'client_deposit';
      client_message: 'client_message';
      client_tag: 'client_tag';
      credit_payment: 'credit_payment';
      deposit_credit_detail: 'deposit_credit_detail';
      discount_consumable_product: 'discount_consumable_product';
      discount_promotion: 'discount_promotion';
      discount_promotion_service: 'discount_promotion_service';
      discount_promotion_site: 'discount_promotion_site';
      history_payment: 'history_payment';
      history_payment_deposit: 'history_payment_deposit';
      history_payment_detail: 'history_payment_detail';
      history_payment_detail_promotion: 'history_payment_detail_promotion';
      history_payment_method: 'history_payment_method';
      history_payment_tip: 'history_payment_tip';
      membership_plan: 'membership_plan';
      membership_plan_service: 'membership_plan_service';
      membership_plan_site_price: 'membership_plan_site_price';
      money_movement: 'money_movement';
      notification: 'notification';
      opportunity: 'opportunity';
      payment_method: 'payment_method';
      product: 'product';
      product_category: 'product_category';
      product_line: 'product_line';
      product_price: 'product_price';
      product_stock: 'product_stock';
      product_type_price: 'product_type_price';
      purchase_order: 'purchase_order';
      purchase_order_line: 'purchase_order_line';
      purchase_payment: 'purchase_payment';
      purchase_return: 'purchase_return';
      purchase_return_line: 'purchase_return_line';
      qualification: 'qualification';
      resource: 'resource';
      resource_availability: 'resource_availability';
      sale_refund: 'sale_refund';
      sale_refund_line: 'sale_refund_line';
      sale_refund_share: 'sale_refund_share';
      sales_order: 'sales_order';
      sales_order_line: 'sales_order_line';
      sari_permissions: 'sari_permissions';
      sari_role: 'sari_role';
      sari_user: 'sari_user';
      sari_user_role: 'sari_user_role';
      sari_user_sites: 'sari_user_sites';
      service: 'service';
      service_category: 'service_category';
      service_product: 'service_product';
      service_reservation: 'service_reservation';
      service_reservation_service: 'service_reservation_service';
      service_reservation_service_product: 'service_reservation_service_product';
      service_reservation_service_resource: 'service_reservation_service_resource';
      service_resource_need: 'service_resource_need';
      service_site_price: 'service_site_price';
      service_specialist: 'service_specialist';
      session_package: 'session_package';
      session_package_service: 'session_package_service';
      session_package_site_price: 'session_package_site_price';
      setting: 'setting';
      site: 'site';
      site_schedule: 'site_schedule';
      site_schedule_time: 'site_schedule_time';
      specialist: 'specialist';
      specialist_absence: 'specialist_absence';
      specialist_advance: 'specialist_advance';
      specialist_availability: 'specialist_availability';
      specialist_commission: 'specialist_commission';
      specialist_payment: 'specialist_payment';
      specialist_site: 'specialist_site';
      specialty: 'specialty';
      stock_movement: 'stock_movement';
      supplier: 'supplier';
      waitlist_entry: 'waitlist_entry';
      wallet_entry: 'wallet_entry';
      wallet_instrument: 'wallet_instrument';
      wallet_instrument_service: 'wallet_instrument_service';
    };
  };
  supplier: {
    hidden: never;
    m2o: {
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      product: 'product';
      purchase_order: 'purchase_order';
    };
  };
  waitlist_entry: {
    hidden: 'offer_token';
    m2o: {
      client_id: 'client';
      offer_specialist_id: 'specialist';
      sari_user_id: 'sari_user';
      service_id: 'service';
      service_reservation_id: 'service_reservation';
      site_id: 'site';
      specialist_id: 'specialist';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: Record<never, never>;
  };
  wallet_entry: {
    hidden: never;
    m2o: {
      advance_payment_id: 'advance_payment';
      client_id: 'client';
      history_payment_detail_id: 'history_payment_detail';
      history_payment_id: 'history_payment';
      sale_refund_id: 'sale_refund';
      sari_user_id: 'sari_user';
      subscriber_owner_company_id: 'subscriber_owner_company';
      wallet_instrument_id: 'wallet_instrument';
    };
    o2m: Record<never, never>;
  };
  wallet_instrument: {
    hidden: 'code';
    m2o: {
      client_id: 'client';
      history_payment_detail_id: 'history_payment_detail';
      history_payment_id: 'history_payment';
      membership_plan_id: 'membership_plan';
      session_package_id: 'session_package';
      site_id: 'site';
      subscriber_owner_company_id: 'subscriber_owner_company';
    };
    o2m: {
      advance_payment: 'advance_payment';
      service_reservation_service: 'service_reservation_service';
      wallet_entry: 'wallet_entry';
      wallet_instrument_service: 'wallet_instrument_service';
    };
  };
  wallet_instrument_service: {
    hidden: never;
    m2o: {
      service_id: 'service';
      subscriber_owner_company_id: 'subscriber_owner_company';
      wallet_instrument_id: 'wallet_instrument';
    };
    o2m: Record<never, never>;
  };
};
