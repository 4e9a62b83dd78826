import nodemailer from 'nodemailer';

// `cid`: an image the HTML shows in place (`<img src="cid:...">`), such as a gift card's QR.
export type Attachment = { filename: string; content: string | Buffer; contentType: string; cid?: string };
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: Attachment[] };

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
};

// The real mailer: SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS) with MAIL_FROM as
// the sender. Failures reach the caller (a job retries them).
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
          cid: attachment.cid,
        })),
      });
    },
  };
}

// Development mailer: the link is printed where the person running the app can see it.
export function logMailer(log: (line: string) => void = console.log): Mailer {
  return {
    send: async (mail) => {
      const files = mail.attachments?.length
        ? `\n[adjuntos: ${mail.attachments.map((a) => a.filename).join(', ')}]`
        : '';
      log(`[correo] Para: ${mail.to} | ${mail.subject}\n${mail.text}${files}`);
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
