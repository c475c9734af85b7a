import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { company } from '../../content/company';
import { useLocale } from '../../i18n/useLocale';
import { brandColor } from '../../theme/palettes';
import { headerBreakpoints } from '../../theme/theme';
import { LocalizedLink } from '../primitives/LocalizedLink';

const Link = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.color.text};
  font-weight: 800;
  font-size: ${({ theme }) => theme.type.item};
  text-decoration: none;

  svg {
    flex-shrink: 0;
  }
  /* In a one-row header without room to spare, the mark stands alone; the link keeps its
     name (aria-label) for every reader. */
  @container site-header (min-width: ${headerBreakpoints.oneRow}rem) and (max-width: ${headerBreakpoints.roomy - 0.01}rem) {
    span {
      display: none;
    }
  }
`;

/** The company mark: a stylised palm frond over a network node, drawn for this site. */
function BrandMark() {
  return (
    <svg
      width="2.25rem"
      height="2.25rem"
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
      data-keep-colours=""
    >
      <rect width="36" height="36" rx="9" fill={brandColor} />
      <path
        d="M18 27V15m0 0c-2-4-6-5-9-4m9 4c2-4 6-5 9-4m-9 4c-1-4 0-7 0-8"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="18" cy="27" r="2.6" fill="#fff" />
    </svg>
  );
}

export function BrandLink() {
  const locale = useLocale();
  const { t } = useTranslation();
  const { name } = company(locale);
  return (
    <Link to="/" aria-label={t('site.homeLink', { name })}>
      <BrandMark />
      <span>{name}</span>
    </Link>
  );
}
