import type { OperationContext } from '../../access/operation';
import { siteWithClock } from '../../shared/site-clock';

const HEARTBEAT_MS = 25_000;

// The site's calendar changes as server-sent events: `change` with the day that changed (null:
// reload everything), from this or any other server process. A comment every 25 s keeps
// proxies from closing an idle stream.
export async function calendarEvents(ctx: OperationContext, input: { site_id: number }) {
  const site = await siteWithClock(ctx, input.site_id);
  const encoder = new TextEncoder();
  let stop: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // the client went away; cancel() cleans up
        }
      };
      stop = await ctx.services.changes.subscribe(ctx.user.companyId, site.id, (change) =>
        send(`event: change\ndata: ${JSON.stringify({ date: change.date })}\n\n`),
      );
      heartbeat = setInterval(() => send(': sigo aquí\n\n'), HEARTBEAT_MS);
      send(
        `retry: 3000\nevent: ready\ndata: ${JSON.stringify({ site_id: site.id, today: site.now.date })}\n\n`,
      );
    },
    cancel() {
      stop?.();
      if (heartbeat) {
        clearInterval(heartbeat);
      }
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
