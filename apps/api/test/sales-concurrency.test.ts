import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { addDays } from '@sari/domain/local-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testToday } from './clock';
import {
  newClient,
  newReservation,
  newService,
  newSpecialist,
  newStockedProduct,
  openDrawer,
  recordAdvance,
  saveSetting,
  sellGiftCard,
} from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startSecondProcess } from './second-server';
import { startTestServer, type TestServer } from './server';
import { soldMembership, soldPackage } from './wallet-factories';

describe.runIf(process.env.SARI_TEST_DB === 'pg')(
  'checkouts across two server processes on PostgreSQL',
  () => {
    let server: TestServer;
    let second: Awaited<ReturnType<typeof startSecondProcess>>;
    let company: TestCompany;
    let product: { id: number };

    beforeAll(async () => {
      server = await startTestServer();
      second = await startSecondProcess(server);
      company = await newCompany(server);
      product = await newStockedProduct(company, { price: 10_000, units: 500 });
      await openDrawer(company);
    }, 120_000);

    afterAll(async () => {
      await second?.stop();
      await server?.close();
    });

    const charge = (url: string, clientId: number, payments: unknown[] = []) =>
      fetch(`${url}/api/items/history_payment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          site_id: company.siteId,
          client_id: clientId,
          lines: [{ product_id: product.id, amount: 1 }],
          payments,
        }),
      });

    it('16 concurrent checkouts against one deposit: it is spent exactly once, never below zero', async () => {
      const client = await newClient(company);
      await company.admin.post(`/api/clients/${client.id}/deposits`, {
        site_id: company.siteId,
        amount: 100_000,
        paymentMethod: 'efectivo',
      });
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, index) => charge(index % 2 ? second.url : server.url, client.id)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 422)).toHaveLength(6);
      const [deposit] = await server.db.rows<{ remaining: number; used: number }>(sql`
      select (select remaining_amount from client_deposit where client_id = ${client.id})::int as remaining,
        (select coalesce(sum(amount), 0) from deposit_credit_detail d join client_deposit c on c.id = d.origin_client_deposit_id
          where c.client_id = ${client.id})::int as used`);
      expect(deposit).toEqual({ remaining: 0, used: 100_000 });
    });

    it('16 concurrent checkouts spending one gift card, with no client to lock: it is spent exactly once (decision 050)', async () => {
      const { card } = await sellGiftCard(company, { amount: 100_000 });
      const spend = (url: string) =>
        fetch(`${url}/api/sales/checkout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            site_id: company.siteId,
            lines: [{ product_id: product.id, amount: 1 }],
            gift_cards: [{ code: card.code, amount: 10_000 }],
          }),
        });
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, index) => spend(index % 2 ? second.url : server.url)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 422)).toHaveLength(6);
      const [ledger] = await server.db.rows<{ left: number; redeemed: number; sales: number }>(sql`
        select (select sum(units) from wallet_entry where wallet_instrument_id = ${card.id})::int as left,
          (select count(*) from wallet_entry where wallet_instrument_id = ${card.id} and kind = 'redeem')::int as redeemed,
          (select count(distinct history_payment_id) from wallet_entry where wallet_instrument_id = ${card.id} and kind = 'redeem')::int as sales`);
      expect(ledger).toEqual({ left: 0, redeemed: 10, sales: 10 });
    });

    // A $10.000 service of its own specialist, gift cards taken online, the company's public slug,
    // the first day of a weekday (0 = Sunday) at least `daysAhead` after the test's today, and a
    // $100.000 card.
    async function onlineCardBooking(daysAhead: number, weekday: number) {
      const specialist = await newSpecialist(company);
      const service = await newService(company, {
        price: 10_000,
        duration: 30,
        specialistIds: [specialist.id],
      });
      await saveSetting(company, 'online_gift_cards', 'true');
      const [{ slug }] = await server.db.rows<{ slug: string }>(
        sql`select public_slug as slug from subscriber_owner_company where id = ${company.companyId}`,
      );
      let date = addDays(testToday(), daysAhead);
      while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) {
        date = addDays(date, 1);
      }
      const { card } = await sellGiftCard(company, { amount: 100_000 });
      return { specialist, service, slug, date, card };
    }

    it('one gift card spent online at booking and at the desk at once: its pesos go out once (decision 056)', async () => {
      const { specialist, service, slug, date, card } = await onlineCardBooking(8, 2);
      const online = (url: string, index: number) =>
        fetch(`${url}/api/public/booking/${slug}/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${index}` },
          body: JSON.stringify({
            site_id: company.siteId,
            service_ids: [service.id],
            specialist_id: specialist.id,
            date,
            time: `${String(9 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
            first_name: 'Visitante',
            phone: `+57 300 100 ${String(1000 + index)}`,
            email: `concurrente-${index}@spa.test`,
            privacy_consent: true,
            gift_card_code: card.code,
          }),
        });
      const desk = (url: string) =>
        fetch(`${url}/api/sales/checkout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            site_id: company.siteId,
            lines: [{ product_id: product.id, amount: 1 }],
            gift_cards: [{ code: card.code, amount: 10_000 }],
          }),
        });
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, index) => {
          const url = index % 2 ? second.url : server.url;
          return index % 2 ? online(url, index) : desk(url);
        }),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 422)).toHaveLength(6);
      const [ledger] = await server.db.rows<{ left: number; taken: number; held: number }>(sql`
        select (select sum(units) from wallet_entry where wallet_instrument_id = ${card.id})::int as left,
          (select -sum(units) from wallet_entry where wallet_instrument_id = ${card.id} and kind = 'redeem')::int as taken,
          (select coalesce(sum(advance_payment), 0) from advance_payment where wallet_instrument_id = ${card.id})::int as held`);
      expect(ledger.left).toBe(0);
      expect(ledger.taken).toBe(100_000);
      const bookedOnline = statuses.filter((status, index) => index % 2 === 1 && status === 200).length;
      expect(ledger.held).toBe(bookedOnline * 10_000);
    });

    it("an online booking cancelled and charged at once: its card's advance is given back or used, never both (decision 056)", async () => {
      const { specialist, service, slug, date, card } = await onlineCardBooking(15, 3);
      const bookings: { id: number; line: number }[] = [];
      for (let index = 0; index < 8; index++) {
        const booked = await fetch(`${server.url}/api/public/booking/${slug}/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.1.${index}` },
          body: JSON.stringify({
            site_id: company.siteId,
            service_ids: [service.id],
            specialist_id: specialist.id,
            date,
            time: `${String(9 + index).padStart(2, '0')}:00`,
            first_name: 'Visitante',
            phone: `+57 300 200 ${String(1000 + index)}`,
            email: `cancela-${index}@spa.test`,
            privacy_consent: true,
            gift_card_code: card.code,
          }),
        });
        expect(booked.status).toBe(200);
        const id = ((await booked.json()) as { data: { reservation_id: number } }).data.reservation_id;
        const [line] = await server.db.rows<{ id: number }>(
          sql`select id from service_reservation_service where service_reservation_id = ${id}`,
        );
        bookings.push({ id, line: line.id });
      }
      const headers = { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' };
      const outcomes = await Promise.all(
        bookings.map(async (booking, index) => {
          const [cancelAt, chargeAt] = index % 2 ? [second.url, server.url] : [server.url, second.url];
          const [cancelled, charged] = await Promise.all([
            fetch(`${cancelAt}/api/items/service_reservation/${booking.id}`, {
              method: 'PATCH',
              headers,
              body: JSON.stringify({ status: 'cancelado' }),
            }),
            fetch(`${chargeAt}/api/sales/checkout`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                site_id: company.siteId,
                service_reservation_id: booking.id,
                lines: [
                  {
                    service_id: service.id,
                    specialist_id: specialist.id,
                    service_reservation_service_id: booking.line,
                  },
                ],
                payments: [],
              }),
            }),
          ]);
          return { cancelled: cancelled.status, charged: charged.status };
        }),
      );
      // Each visit was either cancelled (its advance back on the card) or charged (its advance
      // spent by the sale), never both, and never a server error.
      for (const outcome of outcomes) {
        expect(outcome.cancelled).toBeLessThan(500);
        expect(outcome.charged).toBeLessThan(500);
        expect(Number(outcome.cancelled === 200) + Number(outcome.charged === 200)).toBe(1);
      }
      const charged = outcomes.filter((outcome) => outcome.charged === 200).length;
      const cancelled = outcomes.filter((outcome) => outcome.cancelled === 200).length;
      const [ledger] = await server.db.rows<{
        left: number;
        used: number;
        returned: number;
        both: number;
      }>(sql`
        select (select sum(units) from wallet_entry where wallet_instrument_id = ${card.id})::int as left,
          (select count(*) from advance_payment where wallet_instrument_id = ${card.id} and is_used)::int as used,
          (select count(*) from advance_payment where wallet_instrument_id = ${card.id} and returned_at is not null)::int as returned,
          (select count(*) from advance_payment where wallet_instrument_id = ${card.id} and is_used and returned_at is not null)::int as both`);
      expect(ledger).toEqual({
        left: 100_000 - charged * 10_000,
        used: charged,
        returned: cancelled,
        both: 0,
      });
    });

    it('16 concurrent visits on a 3-session package, then two on its last session: each session is spent once (decision 051)', async () => {
      const specialist = await newSpecialist(company);
      const service = await newService(company, { price: 30_000, specialistIds: [specialist.id] });
      const use = (url: string, clientId: number, instrumentId: number) =>
        fetch(`${url}/api/sales/checkout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            site_id: company.siteId,
            client_id: clientId,
            lines: [{ service_id: service.id, specialist_id: specialist.id, use_package: instrumentId }],
          }),
        });
      const ledgerOf = async (instrumentId: number) =>
        (
          await server.db.rows<{ left: number; redeemed: number; sales: number; lines: number }>(sql`
          select (select sum(units) from wallet_entry where wallet_instrument_id = ${instrumentId})::int as left,
            (select count(*) from wallet_entry where wallet_instrument_id = ${instrumentId} and kind = 'redeem')::int as redeemed,
            (select count(distinct history_payment_id) from wallet_entry where wallet_instrument_id = ${instrumentId} and kind = 'redeem')::int as sales,
            (select count(distinct history_payment_detail_id) from wallet_entry where wallet_instrument_id = ${instrumentId} and kind = 'redeem')::int as lines`)
        )[0];
      for (const [sessions, tries] of [
        [3, 16],
        [1, 2],
      ]) {
        const { client, instrument } = await soldPackage(company, {
          serviceIds: [service.id],
          sessions,
          price: 90_000,
        });
        const responses = await Promise.all(
          Array.from({ length: tries }, (_, index) =>
            use(index % 2 ? second.url : server.url, client.id, instrument.id),
          ),
        );
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(sessions);
        expect(statuses.filter((status) => status === 422)).toHaveLength(tries - sessions);
        expect(await ledgerOf(instrument.id)).toEqual({
          left: 0,
          redeemed: sessions,
          sales: sessions,
          lines: sessions,
        });
      }
    });

    it('a cancelled booking’s advance paid back and moved to the balance at once, 8 times across two processes: settled once (decision 067)', async () => {
      const specialist = await newSpecialist(company);
      const service = await newService(company, { price: 30_000, specialistIds: [specialist.id] });
      for (const [index, time] of ['09:00', '11:00'].entries()) {
        const client = await newClient(company);
        const reservation = await newReservation(company, {
          clientId: client.id,
          date: addDays(testToday(), 4),
          services: [{ serviceId: service.id, specialistId: specialist.id, time }],
        });
        await recordAdvance(company, reservation.id, 25_000);
        await company.admin.patch(`/api/items/service_reservation/${reservation.id}`, {
          status: 'cancelado',
        });
        // The first time both ways race; the second, only payouts.
        const settle = (url: string, n: number) =>
          fetch(
            `${url}/api/calendar/reservations/${reservation.id}/advance-payments/${index === 0 && n % 4 < 2 ? 'to-balance' : 'return'}`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ amount: 25_000 }),
            },
          );
        const responses = await Promise.all(
          Array.from({ length: 8 }, (_, n) => settle(n % 2 ? second.url : server.url, n)),
        );
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(7);
        const [row] = await server.db.rows<Record<string, number>>(sql`
          select (select count(*) from money_movement where concept = ${`Devolución del anticipo de la reserva #${reservation.id}`})::int as payouts,
            (select coalesce(sum(remaining_amount), 0) from client_deposit where client_id = ${client.id})::int as balance,
            (select count(*) from advance_payment where service_reservation_id = ${reservation.id} and returned_at is not null)::int as returned`);
        expect(row.returned).toBe(1);
        expect(row.payouts * 25_000 + row.balance).toBe(25_000);
      }
    });

    it('8 concurrent visits on a membership period with one included service: it is spent once (decision 055)', async () => {
      const specialist = await newSpecialist(company);
      const service = await newService(company, { price: 30_000, specialistIds: [specialist.id] });
      const { client, period } = await soldMembership(company, {
        included: 1,
        serviceIds: [service.id],
        price: 60_000,
      });
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          fetch(`${index % 2 ? second.url : server.url}/api/sales/checkout`, {
            method: 'POST',
            headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              site_id: company.siteId,
              client_id: client.id,
              lines: [{ service_id: service.id, specialist_id: specialist.id, use_package: period.id }],
            }),
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 422)).toHaveLength(7);
      const [ledger] = await server.db.rows<{ left: number; redeemed: number }>(sql`
        select (select sum(units) from wallet_entry where wallet_instrument_id = ${period.id})::int as left,
          (select count(*) from wallet_entry where wallet_instrument_id = ${period.id} and kind = 'redeem')::int as redeemed`);
      expect(ledger).toEqual({ left: 0, redeemed: 1 });
    });

    it('the package refunded while its sessions are used at once: every use before the refund counts, none after (decision 051)', async () => {
      const specialist = await newSpecialist(company);
      const service = await newService(company, { price: 30_000, specialistIds: [specialist.id] });
      const { client, saleId, instrument } = await soldPackage(company, {
        serviceIds: [service.id],
        sessions: 10,
        price: 250_000,
      });
      const post = (url: string, path: string, body: unknown) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const use = (url: string) =>
        post(url, '/api/sales/checkout', {
          site_id: company.siteId,
          client_id: client.id,
          lines: [{ service_id: service.id, specialist_id: specialist.id, use_package: instrument.id }],
        });
      const calls = [
        ...Array.from({ length: 8 }, (_, index) => use(index % 2 ? second.url : server.url)),
        post(second.url, `/api/sales/${saleId}/refunds`, { reason: 'Devolución a la vez' }),
      ];
      const responses = await Promise.all(calls);
      const refund = responses.at(-1)!;
      expect(refund.status).toBe(200);
      const refunded = ((await refund.json()) as { data: { total: number } }).data.total;
      const uses = responses.slice(0, -1).map((response) => response.status);
      expect(uses.every((status) => status === 200 || status === 422)).toBe(true);
      const [ledger] = await server.db.rows<{
        left: number;
        redeemed: number;
        late: number;
        status: string;
      }>(sql`
        select (select sum(units) from wallet_entry where wallet_instrument_id = ${instrument.id})::int as left,
          (select count(*) from wallet_entry where wallet_instrument_id = ${instrument.id} and kind = 'redeem')::int as redeemed,
          (select count(*) from wallet_entry r where r.wallet_instrument_id = ${instrument.id} and r.kind = 'redeem'
            and r.id > coalesce((select max(v.id) from wallet_entry v where v.wallet_instrument_id = ${instrument.id} and v.kind = 'void'), 0))::int as late,
          (select status from wallet_instrument where id = ${instrument.id}) as status`);
      expect(ledger).toMatchObject({ left: 0, late: 0, status: 'anulada' });
      expect(ledger.redeemed).toBe(uses.filter((status) => status === 200).length);
      expect(refunded).toBe(250_000 - Math.round((ledger.redeemed * 250_000) / 10));
    });

    it('a server killed with kill -9 in the middle of checkouts leaves every sale whole or absent', async () => {
      const client = await newClient(company);
      const victim = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `
        const url = ${JSON.stringify(second.url)};
        for (let i = 0; i < 400; i++) {
          fetch(url + '/api/items/history_payment', { method: 'POST',
            headers: { authorization: 'Bearer ${company.token}', 'content-type': 'application/json' },
            body: JSON.stringify({ site_id: ${company.siteId}, client_id: ${client.id},
              lines: [{ product_id: ${product.id}, amount: 1 }], payments: [{ amountPay: 10000, paymentMethod: 'tarjeta' }] }) }).catch(() => {});
        }
        setTimeout(() => {}, 60000);`,
        ],
        { stdio: 'ignore' },
      );
      // Once the first sales are in (a busy machine takes longer than a quiet one), kill the server
      // process mid-load: hundreds of checkouts are still on their way (the load generator goes too).
      for (let waited = 0; waited < 30_000; waited += 100) {
        const [done] = await server.db.rows<{ n: number }>(
          sql`select count(*)::int as n from history_payment where client_id = ${client.id}`,
        );
        if (done.n >= 5) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await fetch(`${second.url}/api/health`).then((response) => response.ok)).toBe(true);
      await second.stop('SIGKILL');
      victim.kill('SIGKILL');
      await once(victim, 'exit');
      second = await startSecondProcess(server);
      const broken = await server.db.rows<{ id: number }>(sql`
      select h.id from history_payment h
      where h.client_id = ${client.id}
        and (h.total <> coalesce((select sum(total) from history_payment_detail d where d.history_payment_id = h.id), -1)
          or h.total <> coalesce((select sum(m.amount) from history_payment_method hm join money_movement m on m.id = hm.money_movement_id
                                   where hm.history_payment_id = h.id), -1)
          or not exists (select 1 from stock_movement s where s.history_payment_id = h.id))`);
      expect(broken).toEqual([]);
      const [counts] = await server.db.rows<{ sales: number; stock: number }>(sql`
      select (select count(*) from history_payment where client_id = ${client.id})::int as sales,
        (select count(*) from stock_movement s join history_payment h on h.id = s.history_payment_id where h.client_id = ${client.id})::int as stock`);
      expect(counts.sales).toBeGreaterThan(0);
      expect(counts.stock).toBe(counts.sales);
    });
  },
);
