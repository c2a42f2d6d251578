import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { publicMessages } from '#shared/messages/public.ts';
import type { SiteSettings } from '#shared/schemas/site-settings.ts';
import { navItems } from '../nav-items';
import {
  FacebookIcon,
  InstagramIcon,
  SnapchatIcon,
  XIcon,
  YoutubeIcon,
  type BrandIcon,
} from '#web/components/ui/brand-icons.tsx';

const m = publicMessages.footer;

type SocialKey = 'socialX' | 'socialInstagram' | 'socialFacebook' | 'socialYoutube' | 'socialSnapchat';
const socialLinks: { key: SocialKey; label: string; Icon: BrandIcon }[] = [
  { key: 'socialX', label: m.social.x, Icon: XIcon },
  { key: 'socialInstagram', label: m.social.instagram, Icon: InstagramIcon },
  { key: 'socialFacebook', label: m.social.facebook, Icon: FacebookIcon },
  { key: 'socialYoutube', label: m.social.youtube, Icon: YoutubeIcon },
  { key: 'socialSnapchat', label: m.social.snapchat, Icon: SnapchatIcon },
];

/** `tel:` wants the digits and a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface FooterProps {
  /** Undefined while the settings load or when they failed: the frame then shows only the links. */
  settings: SiteSettings | undefined;
}

/**
 * docs/product.md#site-frame: tagline, quick links, postal address, e-mail, two phones and social links, all
 * from site settings.
 */
export function Footer({ settings }: FooterProps) {
  const phones = [settings?.phone1, settings?.phone2].filter((p): p is string => Boolean(p));
  const socials = socialLinks.filter(({ key }) => settings?.[key]);
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-lg font-bold text-white">
            {settings?.familyName || m.about}
          </h2>
          {settings?.tagline ? <p className="leading-relaxed">{settings.tagline}</p> : null}
          {socials.length > 0 ? (
            <div className="mt-5">
              <h3 className="mb-2 font-semibold text-white">{m.followUs}</h3>
              <ul className="flex flex-wrap gap-2">
                {socials.map(({ key, label, Icon }) => (
                  <li key={key}>
                    <a
                      href={settings![key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      title={label}
                      className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-gold-400 hover:text-brand-900"
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-lg font-bold text-white">
            {m.quickLinks}
          </h2>
          <ul className="grid grid-cols-2 gap-2">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-gold-400 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-bold text-white">
            {m.contactUs}
          </h2>
          <ul className="space-y-3">
            {settings?.address ? (
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-gold-400" />
                <span>
                  <span className="sr-only">{m.address}: </span>
                  {settings.address}
                </span>
              </li>
            ) : null}
            {settings?.email ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-5 shrink-0 text-gold-400" />
                <span className="sr-only">{m.email}: </span>
                <a
                  href={`mailto:${settings.email}`}
                  dir="ltr"
                  className="break-all hover:text-gold-400 hover:underline"
                >
                  {settings.email}
                </a>
              </li>
            ) : null}
            {phones.map((phone) => (
              <li key={phone} className="flex items-center gap-2">
                <Phone aria-hidden className="size-5 shrink-0 text-gold-400" />
                <span className="sr-only">{m.phone}: </span>
                <a href={telHref(phone)} dir="ltr" className="hover:text-gold-400 hover:underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {settings?.familyName ? (
        <p className="border-t border-white/10 px-4 py-4 text-center text-sm">
          {m.rights(settings.familyName, year)}
        </p>
      ) : null}
    </footer>
  );
}
