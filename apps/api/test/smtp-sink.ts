import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the tests: it accepts every message over the network, and keeps each
// one parsed (subject, text, attachments) for the test to read.
export async function startSmtpSink() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    // Waits until `count` messages arrived (or fails after `ms`).
    async waitFor(count: number, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} e-mails, got ${received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
