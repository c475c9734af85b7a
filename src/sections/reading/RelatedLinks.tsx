import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { listReset, textLink } from '../../theme/mixins';
import { LocalizedLink } from '../../components/primitives/LocalizedLink';

/** Set like the contents in the other rail: a small heading over a ruled list. */
const Box = styled.nav`
  border-block-start: 2px solid ${({ theme }) => theme.color.border};
  padding-block-start: ${({ theme }) => theme.space(4)};
  h2 {
    margin-block-end: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* One above another in a rail; side by side when the links run across the page. */
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
    gap: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(10)};
    ${listReset}
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    ${textLink}
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.type.small};
  }
`;

export interface RelatedLink {
  href: string;
  title: string;
  /** A short line above the title: the category and date of an article. */
  meta: ReactNode;
}

/** Pages to read next, beside a long text: each a link with its title and a line about it. */
export function RelatedLinks({ title, links }: { title: string; links: RelatedLink[] }) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ol>
        {links.map((link) => (
          <li key={link.href}>
            <small>{link.meta}</small>
            <LocalizedLink to={link.href}>{link.title}</LocalizedLink>
          </li>
        ))}
      </ol>
    </Box>
  );
}
