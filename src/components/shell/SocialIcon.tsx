import type { Company } from 'contentlayer/generated';

type Network = Company['social'][number]['network'];

/** Simple line marks for the social networks, drawn for this site (lucide has no logos). */
const paths: Record<Network, string> = {
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7.5v.01M12 16v-6m0 2.5c0-1.5 1-2.5 2.25-2.5S16 11 16 12.5V16',
  x: 'M5 4l14 16M19 4L5 20',
  instagram:
    'M5 4h14a1 1 0 011 1v14a1 1 0 01-1 1H5a1 1 0 01-1-1V5a1 1 0 011-1zm7 4.5a3.5 3.5 0 100 7 3.5 3.5 0 000-7zM16.5 7.5v.01',
  youtube:
    'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z',
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg
      width="1.25rem"
      height="1.25rem"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[network]} />
    </svg>
  );
}
