import { useId } from 'react';

/** The flame mark, drawn inline so it costs no request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  // note: each mark needs its own gradient id: a hidden copy's gradient would not paint.
  const gradient = `hearth-mark-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      style={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f76707" />
          <stop offset="1" stopColor="#c2410c" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradient})`} />
      <path
        d="M32 12c6 8 14 14 14 25a14 14 0 0 1-28 0c0-6 3-10 6-13 0 5 2 8 5 9-1-8 1-15 3-21z"
        fill="#fff"
      />
    </svg>
  );
}

/**
 * The product name with its mark. Plain elements, not the component library: the signed-out
 * pages show it before that library is loaded.
 */
export function Brand({ size = 32 }: { size?: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <BrandMark size={size} />
      <span
        style={{
          fontWeight: 800,
          fontSize: size * 0.62,
          letterSpacing: '-0.02em',
          lineHeight: 1.5,
        }}
      >
        Hearth
      </span>
    </div>
  );
}
