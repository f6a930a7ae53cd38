import type { SVGProps } from 'react';

/**
 * Small inline SVG icons of the site (no icon font, no image requests). All are decorative (aria-hidden): the
 * link or button around them carries the accessible name. Drawn here rather than taken from lucide-react: the
 * library's runtime made the first screen 0.9–1.6 kB gzip larger (measured, docs/decisions/063).
 */
type IconProps = SVGProps<SVGSVGElement>;

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

/** The brand mark: a lit clay lamp (agal vilakku) on kumkum red — same design as public/icons. */
export function LogoMark(props: IconProps) {
  return (
    <svg viewBox="0 0 512 512" width="40" height="40" aria-hidden="true" focusable="false" {...props}>
      <rect width="512" height="512" rx="112" fill="#b3261e" />
      <g transform="translate(0 -12)">
        <path fill="#ffc93c" d="M256 96C296 160 316 200 316 238C316 274 290 298 256 298C222 298 196 274 196 238C196 200 216 160 256 96Z" />
        <path fill="#fff4cf" d="M256 170C275 204 285 226 285 246C285 266 272 280 256 280C240 280 227 266 227 246C227 226 237 204 256 170Z" />
        <path fill="#f2a93b" d="M104 300H408C404 372 340 416 256 416C172 416 108 372 104 300Z" />
        <ellipse fill="#ffd98a" cx="256" cy="300" rx="152" ry="20" />
        <path fill="#c77a12" d="M212 412H300L288 440H224Z" />
      </g>
    </svg>
  );
}

/** A large lit lamp with a soft glow: decoration for the hero on wide screens. */
export function LampArt(props: IconProps) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <radialGradient id="lamp-glow" cx="50%" cy="42%" r="50%">
          <stop offset="0" stopColor="#ffd98a" stopOpacity="0.9" />
          <stop offset="0.55" stopColor="#ffd98a" stopOpacity="0.25" />
          <stop offset="1" stopColor="#ffd98a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="256" cy="230" r="240" fill="url(#lamp-glow)" />
      <g fill="#b3261e" opacity="0.35">
        {Array.from({ length: 24 }, (_, i) => {
          const angle = (i / 24) * 2 * Math.PI;
          return <circle key={i} cx={256 + 205 * Math.cos(angle)} cy={256 + 205 * Math.sin(angle)} r={i % 2 ? 4 : 7} />;
        })}
      </g>
      <path fill="#ffc93c" d="M256 84C296 148 316 188 316 226C316 262 290 286 256 286C222 286 196 262 196 226C196 188 216 148 256 84Z" />
      <path fill="#fff4cf" d="M256 158C275 192 285 214 285 234C285 254 272 268 256 268C240 268 227 254 227 234C227 214 237 192 256 158Z" />
      <path fill="#f2a93b" d="M104 288H408C404 360 340 404 256 404C172 404 108 360 104 288Z" />
      <ellipse fill="#ffd98a" cx="256" cy="288" rx="152" ry="20" />
      <g fill="#b3261e">
        <circle cx="196" cy="340" r="8" />
        <circle cx="226" cy="346" r="8" />
        <circle cx="256" cy="348" r="8" />
        <circle cx="286" cy="346" r="8" />
        <circle cx="316" cy="340" r="8" />
      </g>
      <path fill="#c77a12" d="M212 400H300L288 428H224Z" />
    </svg>
  );
}

export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <path d="M3 16.5v-3.7l2-5A2 2 0 0 1 6.9 6.5h10.2a2 2 0 0 1 1.9 1.3l2 5v3.7a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z" />
      <path d="M3.5 12.5h17M6 17.5V20M18 17.5V20" />
      <circle cx="7" cy="15" r="0.6" fill="currentColor" />
      <circle cx="17" cy="15" r="0.6" fill="currentColor" />
    </g>
  </Icon>
);

export const RingsIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <circle cx="9" cy="14.5" r="5.5" />
      <circle cx="15" cy="14.5" r="5.5" />
      <path d="M10.5 4.5 12 3l1.5 1.5L12 6.5Z" />
    </g>
  </Icon>
);

export const BriefcaseIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M11 12.5v1.5h2v-1.5" />
    </g>
  </Icon>
);

export const BagIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <path d="M5 8h14l-1.2 12H6.2Z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </g>
  </Icon>
);

/** Two hands and a heart: community sharing (giving and asking). */
export const SharingIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <path d="M12 10.5s-3.5-2.2-3.5-4.6A2 2 0 0 1 12 5a2 2 0 0 1 3.5.9c0 2.4-3.5 4.6-3.5 4.6Z" />
      <path d="M3 14.5h3.5l3 2h4a1.5 1.5 0 0 0 0-3H11M6.5 19.5 9 21h6.5l5.5-4.5a1.5 1.5 0 0 0-2-2.2L16 16.5" />
    </g>
  </Icon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} strokeWidth={2} d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} strokeWidth={2} d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} strokeWidth={2} d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} strokeWidth={2.4} d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </g>
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      {...stroke}
      d="M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z"
    />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path fill="currentColor" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21Z" />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
    </g>
    <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
  </Icon>
);

export const YouTubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path fill="currentColor" d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z" />
  </Icon>
);

export const WhatsAppIcon = (props: IconProps) => (
  <Icon {...props}>
    <path {...stroke} d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5Z" />
    <path
      fill="currentColor"
      d="M9.2 7.8c.2 0 .4 0 .5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5a6.2 6.2 0 0 0 3 2.6c.2.1.4 0 .5-.1l.7-.8c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3 0 .2 0 1-.5 1.5s-1.3.8-1.8.8a7.6 7.6 0 0 1-5.6-4.6c-.6-1.4-.3-2.6.3-3.3.3-.3.6-.4.8-.4Z"
    />
  </Icon>
);

/** An open book (education). */
export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <g {...stroke}>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5Zm0 0v13" />
    </g>
  </Icon>
);
