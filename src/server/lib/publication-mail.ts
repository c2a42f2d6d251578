import type { FastifyInstance } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { mailMessages as m } from '#shared/messages/mail.ts';
import { configuredOrigin } from '../seo/site-url';
import { escapeMarkup } from '../seo/escape';
import { BackgroundWork, inTurns } from './background-work';
import { mailSender } from './mailer';
import type { PublicationNotice } from './publication-notice';

/** Mails sent at once, over as many pooled SMTP connections: a mail server throttles a burst. */
const CONCURRENCY = 2;
/** Where a relative changes or stops what he receives. */
const ACCOUNT_PATH = '/family/account';

/** One mail's words: the same for every relative (publication-notice.ts says why). */
export interface PublicationMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail of a publication: its heading, summary and details, its link, and why it came. */
export function publicationMail(notice: PublicationNotice, origin: string): PublicationMail {
  const link = `${origin}${notice.path}`;
  const account = `${origin}${ACCOUNT_PATH}`;
  const body = [notice.summary, ...notice.details, ...(notice.familyOnly ? [m.familyOnly] : [])].filter(
    (line) => line !== '' && line !== notice.title,
  );
  const text = [notice.title, ...body, m.readMore(link), '—', m.why(account)].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeMarkup(line)}</p>`;
  const anchor = (href: string, words: string) =>
    `<a href="${escapeMarkup(href)}" style="color:#0f3d3e">${escapeMarkup(words)}</a>`;
  // Right to left whatever the mail program's own direction; one column, readable on a phone.
  const html = [
    '<!doctype html><html lang="ar" dir="rtl"><body style="margin:0;padding:16px;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.7;direction:rtl;text-align:right;color:#1e293b">',
    `<h1 style="font-size:20px;margin:0 0 16px;color:#0f3d3e">${escapeMarkup(notice.title)}</h1>`,
    ...body.map(paragraph),
    `<p style="margin:16px 0">${anchor(link, m.readMoreLink)}</p>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeMarkup(m.whyIntro)} ${anchor(account, m.whyLink)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: m.subject(notice.kindLabel, notice.title), text, html };
}

/** SMTP_URL with a small pool of connections, unless the URL chose its own. */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(CONCURRENCY));
  return url.toString();
}

/**
 * E-mails what was published to the relatives who asked for its kind on «حسابي»
 * (docs/product.md#notifications), when SMTP_URL is set: one mail each, in the background, beside
 * the pushes. A mail the server refuses is logged with the account's id, not the address.
 */
export class MailDelivery {
  private readonly work: BackgroundWork;

  constructor(private readonly app: FastifyInstance) {
    this.work = new BackgroundWork(app.log);
  }

  /** An announcer's listener: starts the sending and returns at once. */
  send(notice: Promise<PublicationNotice>): void {
    if (!this.app.config.smtpUrl) return;
    this.work.run(async () => this.deliver(await notice), {
      message: 'e-mails of a publication not sent',
      context: {},
    });
  }

  /** Resolves once every sending started so far has ended (tests, and closing). */
  settled(): Promise<void> {
    return this.work.settled();
  }

  close(): Promise<void> {
    return this.work.close();
  }

  private async deliver(notice: PublicationNotice): Promise<void> {
    const recipients = await this.app.repos.relatives.mailRecipients(notice.kind);
    if (recipients.length === 0) return;
    const from = await mailSender(this.app);
    if (!from) {
      this.app.log.warn('e-mails of a publication not sent: set SMTP_FROM or the site’s e-mail');
      return;
    }
    const mail = publicationMail(notice, configuredOrigin(this.app));
    const transport = nodemailer.createTransport(pooled(this.app.config.smtpUrl!));
    try {
      await inTurns(
        recipients,
        CONCURRENCY,
        (recipient) =>
          this.sendOne(transport, recipient.accountId, {
            ...mail,
            from,
            to: recipient.email,
            headers: {
              // No out-of-office answers to a notice, and the mail program's own «unsubscribe».
              'Auto-Submitted': 'auto-generated',
              'List-Unsubscribe': `<${configuredOrigin(this.app)}${ACCOUNT_PATH}>`,
            },
          }),
        () => this.work.closing,
      );
    } finally {
      transport.close();
    }
  }

  private async sendOne(transport: Transporter, accountId: number, mail: SendMailOptions) {
    try {
      await transport.sendMail(mail);
    } catch (error) {
      this.app.log.warn(
        { account: accountId, reason: error instanceof Error ? error.message : String(error) },
        'an e-mail of a publication not delivered',
      );
    }
  }
}
