import type { SVGProps } from 'react';

// lucide-react no longer ships brand logos. One set of solid marks for every place that names a
// service (the footer's social links, the share panel), so the same brand never looks two ways.
export type BrandIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

function Mark({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path fillRule="evenodd" clipRule="evenodd" d={d} />
    </svg>
  );
}

export const WhatsAppIcon: BrandIcon = (props) => (
  <Mark
    {...props}
    d="M12.04 2a9.9 9.9 0 0 0-8.5 14.97L2 22l5.17-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.07.89.9-2.99-.2-.31a8.2 8.2 0 1 1 6.85 3.74Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.13-.16.24-.64.8-.78.96-.15.17-.29.19-.54.06a6.7 6.7 0 0 1-3.32-2.9c-.25-.43.25-.4.72-1.33.08-.16.04-.3-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.4-.41-.56-.42h-.48a.92.92 0 0 0-.66.31 2.78 2.78 0 0 0-.87 2.07 4.83 4.83 0 0 0 1.01 2.56 11.05 11.05 0 0 0 4.23 3.74c1.57.68 2.19.74 2.98.62.48-.07 1.46-.6 1.67-1.18.2-.58.2-1.08.14-1.18-.06-.1-.22-.16-.47-.28Z"
  />
);

export const TelegramIcon: BrandIcon = (props) => (
  <Mark
    {...props}
    d="M21.9 4.3 18.6 19.9c-.2 1.1-.9 1.4-1.8.9l-5-3.7-2.4 2.3c-.3.3-.5.5-1 .5l.4-5.1 9.3-8.4c.4-.4-.1-.6-.6-.2L6 13.4l-4.9-1.5c-1.1-.3-1.1-1.1.2-1.6L20.5 3c.9-.3 1.7.2 1.4 1.3Z"
  />
);

export const XIcon: BrandIcon = (props) => (
  <Mark
    {...props}
    d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.09 14.47Z"
  />
);

export const FacebookIcon: BrandIcon = (props) => (
  <Mark
    {...props}
    d="M13.5 22v-8.2h2.77l.41-3.2H13.5V8.56c0-.93.26-1.56 1.6-1.56h1.7V4.14A22.9 22.9 0 0 0 14.31 4c-2.46 0-4.15 1.5-4.15 4.26v2.35H7.4v3.2h2.77V22h3.33Z"
  />
);

export const InstagramIcon: BrandIcon = (props) => (
  <Mark
    {...props}
    d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5.5-4a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
  />
);

export const YoutubeIcon: BrandIcon = (props) => (
  <Mark
    {...props}
    d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z"
  />
);

export const SnapchatIcon: BrandIcon = (props) => (
  <Mark
    {...props}
    d="M12 2.5c-3 0-5 2.3-5 5.2v2.1l-1.6-.4c-.6-.1-1 .6-.5 1l1.8 1.2c-.6 1.6-1.8 3-3.5 3.6-.5.2-.4.9.1 1 .8.2 1.5.4 1.9.7.2.5.2 1.1.6 1.3.5.2 1.3-.1 2.3 0 1.2.2 2 1.8 3.9 1.8s2.7-1.6 3.9-1.8c1-.1 1.8.2 2.3 0 .4-.2.4-.8.6-1.3.4-.3 1.1-.5 1.9-.7.5-.1.6-.8.1-1-1.7-.6-2.9-2-3.5-3.6l1.8-1.2c.5-.4.1-1.1-.5-1l-1.6.4V7.7c0-2.9-2-5.2-5-5.2Z"
  />
);
