import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  /** The public site's second choice beside a primary one (e.g. back to the news). */
  outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  /** The admin's quiet choice: cancel, retry, back to the list. */
  neutral: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** The hero's first call to action, gold on the dark photo. */
  gold: 'bg-gold-400 text-brand-900 shadow-lg hover:bg-gold-500',
  /** On the dark hero photo. */
  onDark: 'border-2 border-white/80 text-white hover:bg-white hover:text-brand-900',
} as const;

const sizes = {
  /** Dense admin screens. */
  compact: 'rounded-lg px-4 py-2',
  /** The public pill, at least 44 px tall for fingers. */
  pill: 'min-h-11 rounded-full px-6 py-2.5',
  /** Calls to action that lead a section (hero, contact form). */
  large: 'min-h-12 rounded-full px-8 py-3 text-lg font-bold',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button, for a `<Link>` or `<a>` that should look like one. */
export function buttonClassName({ variant = 'primary', size = 'pill', className }: ButtonStyle = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Omit<ButtonStyle, 'className'>;

/** The one button of the site and the admin; `type` defaults to "button" so no form is sent by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
