/** The SMTP connection mail goes out through (nodemailer), one pooled transport per SMTP_URL in a process. */
import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

export function smtpTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes this process's SMTP connections (at shutdown, and after tests that start their own server). */
export function closeSmtpTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
