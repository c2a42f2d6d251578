import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer';
import { mailMessages } from '#shared/messages/mail.ts';
import type { ContactMessageRow } from '../db/schema';

/**
 * Who the site's e-mails come from: SMTP_FROM, else the site's e-mail from its settings, named
 * after the family; null when there is neither.
 */
export async function mailSender(app: FastifyInstance): Promise<Address | null> {
  const settings = await app.repos.siteSettings.get();
  const address = app.config.smtpFrom ?? settings?.email.trim();
  if (!address) return null;
  return { name: settings?.family_name.trim() || mailMessages.sender, address };
}

/** Sends a copy of a contact message to the family's e-mail when SMTP_URL is set. */
export async function sendContactMail(app: FastifyInstance, message: ContactMessageRow): Promise<void> {
  const smtpUrl = app.config.smtpUrl;
  if (!smtpUrl) return;
  const settings = await app.repos.siteSettings.get();
  const to = settings?.email;
  if (!to) return;
  const transport = nodemailer.createTransport(smtpUrl);
  await transport.sendMail({
    from: app.config.smtpFrom ?? to,
    to,
    subject: `رسالة من الموقع: ${message.subject}`,
    text: `الاسم: ${message.name}\n\n${message.message}`,
  });
}
