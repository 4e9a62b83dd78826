import { useState } from 'react';
import { useParams } from 'react-router';
import { useSites } from '../../../shared/api/use-sites';
import { useCurrentUser } from '../../../shared/session/current-user';
import { usePriceTypes } from '../api/get-price-types';
import { useProduct } from '../api/get-product';
import type { Adjusting } from './product-stock-card';

// The product detail page's state: the product, the sites and price types its stock table shows,
// and which dialog (edit, adjust a site's stock) is open.
export function useProductDetail() {
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const product = useProduct(id);
  const sites = useSites().data ?? [];
  const priceTypes = usePriceTypes().data ?? [];
  const [editing, setEditing] = useState(false);
  const [adjusting, setAdjusting] = useState<Adjusting | null>(null);
  return { id, permissions, product, sites, priceTypes, editing, setEditing, adjusting, setAdjusting };
}
