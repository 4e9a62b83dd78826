#!/usr/bin/env node
// The server the browser tests drive: a fresh embedded database with the demo business,
// the built web app, on the port Playwright gives it. Unless SMTP_URL is given, a real SMTP
// server (a sink) takes the e-mails and keeps each as an .eml file in E2E_MAIL_DIR, where the
// journeys read them (confirmation with its .ics, rating links). Unless WHATSAPP_API_URL is
// given, a local WhatsApp Cloud API takes the WhatsApp messages (decision 059).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A second server of the same run serves the build the first made (playwright.config.ts starts
// them one after the other).
if (process.env.E2E_SKIP_BUILD !== 'true') {
  const build = spawnSync('npm', ['run', 'build', '-w', '@sari/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
const port = process.env.E2E_PORT ?? '4310';
const dataDir = mkdtempSync(path.join(tmpdir(), 'sari-e2e-'));

async function startMailSink() {
  const { SMTPServer } = await import('smtp-server');
  const mailDir = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `sari-e2e-mail-${port}`);
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      count += 1;
      const file = path.join(mailDir, `${String(Date.now())}-${String(count).padStart(4, '0')}.eml`);
      const partial = `${file}.part`;
      const out = createWriteStream(partial);
      stream.pipe(out);
      out.on('finish', () => {
        // Renamed when complete: a reader never sees half a message.
        renameSync(partial, file);
        callback();
      });
      out.on('error', callback);
    },
  });
  // Port 0: the system picks a free one, so parallel runs never collide.
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return { sink, url: `smtp://127.0.0.1:${sink.server.address().port}` };
}

const mail = process.env.SMTP_URL ? null : await startMailSink();

// The local WhatsApp Cloud API (apps/api/test/support/fake-whatsapp.ts), as the SMTP sink is for
// e-mail: the app sends to it (WHATSAPP_API_URL) and the journeys drive it through its control
// address (e2e/server-control.ts).
async function startFakeWhatsapp() {
  const { tsImport } = await import('tsx/esm/api');
  const { startFakeWhatsapp: start } = await tsImport(
    '../apps/api/test/support/fake-whatsapp.ts',
    import.meta.url,
  );
  return start();
}
const whatsapp = process.env.WHATSAPP_API_URL ? null : await startFakeWhatsapp();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  // The IPC channel moves the server's business clock (the control below).
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BASE_URL: `http://127.0.0.1:${port}`,
    SIGN_IN_PER_MINUTE: '1000',
    // The business clock starts where playwright.config.ts says (unset: the real time);
    // e2e/fixtures.ts gives every browser context the same clock.
    ...(process.env.E2E_CLOCK_START ? { CLOCK_START: process.env.E2E_CLOCK_START } : {}),
    ...(mail ? { SMTP_URL: mail.url, JOBS_EVERY_MS: '1000' } : {}),
    ...(whatsapp ? { WHATSAPP_API_URL: whatsapp.url } : {}),
  },
});
// The journeys' control of this server, on a port of its own (e2e/server-control.ts reads where
// from a file named by the server's port): POST /clock/advance {ms} moves the business clock as
// the API tests' server.clock.advance does, and answers the new "now"; the WhatsApp fake's own
// control address is told beside it.
const control = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    if (request.method !== 'POST' || request.url !== '/clock/advance') {
      response.writeHead(404).end();
      return;
    }
    const { ms } = JSON.parse(raw || '{}');
    server.once('message', (message) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(message));
    });
    server.send({ type: 'clock.advance', ms });
  });
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
writeFileSync(
  path.join(tmpdir(), `sari-e2e-control-${port}.json`),
  JSON.stringify({
    clock: `http://127.0.0.1:${control.address().port}/clock`,
    whatsapp: whatsapp?.controlUrl ?? null,
  }),
);
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  mail?.sink.close();
  control.close();
  void whatsapp?.close();
  process.exit(code ?? 0);
});
