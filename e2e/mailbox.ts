import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

// The e2e server's SMTP sink keeps each e-mail as an .eml file here (scripts/e2e-server.mjs).
// Each worker has its own server (playwright.config.ts); e2e/fixtures.ts names its port.
const mailDir = () =>
  process.env.E2E_MAIL_DIR ??
  path.join(tmpdir(), `sari-e2e-mail-${process.env.E2E_WORKER_PORT ?? process.env.E2E_PORT ?? '4310'}`);

const addressOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((value) => value.address?.toLowerCase()),
  );

async function inbox(to: string): Promise<ParsedMail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir()).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files.sort().map((file) => simpleParser(readFileSync(path.join(mailDir(), file)))),
  );
  return mails.filter((mail) => addressOf(mail).includes(to.toLowerCase()));
}

// Waits for an e-mail to `to` whose subject matches, as it reached the real SMTP server.
export async function waitForMail(to: string, subject: RegExp, ms = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = (await inbox(to)).find((mail) => subject.test(mail.subject ?? ''));
    if (found) {
      return found;
    }
    if (Date.now() > deadline) {
      const subjects = (await inbox(to)).map((mail) => mail.subject);
      throw new Error(
        `no e-mail to ${to} matching ${subject} in ${mailDir()}; got ${JSON.stringify(subjects)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The first link of the mail's text that points at one of the app's pages.
export function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text ?? '');
  if (!match) {
    throw new Error(`no link matching ${pattern} in: ${mail.text}`);
  }
  return match[0];
}

// Waits for the `count`-th e-mail to `to` whose subject matches (one-time codes asked again).
export async function waitForNthMail(to: string, subject: RegExp, count: number, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = (await inbox(to)).filter((mail) => subject.test(mail.subject ?? ''));
    if (found.length >= count) {
      return found[count - 1];
    }
    if (Date.now() > deadline) {
      throw new Error(`fewer than ${count} e-mails to ${to} matching ${subject}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
