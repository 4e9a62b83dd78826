export type Mail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
};

// Development mailer: the link is printed where the person running the app can see it.
export function logMailer(log: (line: string) => void = console.log): Mailer {
  return {
    send: async (mail) => {
      log(`[correo] Para: ${mail.to} | ${mail.subject}\n${mail.text}`);
    },
  };
}

// Test mailer: keeps every message so a test can follow an e-mailed link.
export function memoryMailer(): Mailer & { outbox: Mail[] } {
  const outbox: Mail[] = [];
  return {
    outbox,
    send: async (mail) => {
      outbox.push(mail);
    },
  };
}
