import { calendarEvents as contract } from '@sari/contracts/calendar';
import { type OperationContext, requirePermission } from '../../access/operation';
import { siteWithClock } from '../../shared/site-clock';
import type { UserContext } from '../../tenancy/context';

const HEARTBEAT_MS = 25_000;

// The stream's session may still read the site's calendar: not signed out or expired, the user
// active, the permission and the site still hers (one indexed query, sessions.ts).
async function stillAllowed(ctx: OperationContext, siteId: number): Promise<boolean> {
  let user: UserContext;
  try {
    user = await (ctx.session ?? (async () => ctx.user))();
    requirePermission(user, contract.permission);
  } catch {
    return false;
  }
  return user.companyId === ctx.user.companyId && (user.siteIds === null || user.siteIds.includes(siteId));
}

// The site's calendar changes as server-sent events: `change` with the day that changed (null:
// reload everything), from this or any other server process. A comment every 25 s keeps
// proxies from closing an idle stream. A stream lives no longer than its session: before each
// change or heartbeat it goes out, the session is asked again (one check for the changes that
// arrived meanwhile); one that ended closes the stream with `event: ended`.
export async function calendarEvents(ctx: OperationContext, input: { site_id: number }) {
  const site = await siteWithClock(ctx, input.site_id);
  const encoder = new TextEncoder();
  let stop: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let closed = false;
  const cleanUp = () => {
    closed = true;
    stop?.();
    if (heartbeat) {
      clearInterval(heartbeat);
    }
  };
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // the client went away; cancel() cleans up
        }
      };
      let waiting: string[] = [];
      let draining = false;
      const drain = async () => {
        draining = true;
        try {
          while (waiting.length > 0 && !closed) {
            const batch = waiting;
            waiting = [];
            if (!(await stillAllowed(ctx, site.id))) {
              send(`event: ended\ndata: ${JSON.stringify({ reason: 'session' })}\n\n`);
              cleanUp();
              controller.close();
              return;
            }
            for (const text of batch) {
              send(text);
            }
          }
        } catch {
          // the stream is already closed
        } finally {
          draining = false;
        }
      };
      const push = (text: string) => {
        if (closed) {
          return;
        }
        waiting.push(text);
        if (!draining) {
          void drain();
        }
      };
      stop = await ctx.services.changes.subscribe(ctx.user.companyId, site.id, (change) =>
        push(`event: change\ndata: ${JSON.stringify({ date: change.date })}\n\n`),
      );
      heartbeat = setInterval(() => push(': sigo aquí\n\n'), HEARTBEAT_MS);
      send(
        `retry: 3000\nevent: ready\ndata: ${JSON.stringify({ site_id: site.id, today: site.now.date })}\n\n`,
      );
    },
    cancel() {
      cleanUp();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
