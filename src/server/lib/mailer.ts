import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { ContactMessageRow } from '../db/schema';

/** Sends a copy of a contact message to the family's e-mail when SMTP_URL is set. */
export async function sendContactMail(app: FastifyInstance, message: ContactMessageRow): Promise<void> {
  const smtpUrl = app.config.smtpUrl;
  if (!smtpUrl) return;
  const settings = await app.repos.siteSettings.get();
  const to = settings?.email;
  if (!to) return;
  const transport = nodemailer.createTransport(smtpUrl);
  await transport.sendMail({
    from: to,
    to,
    subject: `رسالة من الموقع: ${message.subject}`,
    text: `الاسم: ${message.name}\n\n${message.message}`,
  });
}
