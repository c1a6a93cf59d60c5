/**
 * The SMTP connections mail goes out through (nodemailer), one pool per SMTP_URL in a process: a batch of mails
 * shares a few open connections instead of opening one per mail.
 */
import nodemailer, { type Transporter } from 'nodemailer';

const SMTP_CONNECTIONS = 5;

const transports = new Map<string, Transporter>();

export function smtpTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Settings in the URL (?pool=false, ?maxConnections=2) win over these.
    transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes this process's SMTP connections (at shutdown, and after tests that start their own server). */
export function closeSmtpTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
