import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cardSurface } from '../../theme/mixins';
import { Glyph } from './Glyph';
import { initials } from './initials';

/** A quote on its own is centred at a readable measure (about 65 characters a line). */
const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  block-size: 100%;
  max-inline-size: 48rem;
  margin: 0 auto;
  ${cardSurface}
  blockquote {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.type.lead};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  figcaption > div > span {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.type.small};
  }
`;

const Stars = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.rating};
  svg {
    fill: currentColor;
  }
`;

/**
 * A monogram instead of a stock face: the quotes are real clients who keep their privacy.
 * One letter (initials.ts says why), set large enough to stand as a mark on its own.
 */
const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.item};
  font-weight: 800;
  line-height: 1;
`;

export interface QuoteProps {
  quote: string;
  name: string;
  /** Who they are: title and company. */
  role: string;
  /** Stars out of five, when the quote comes with a rating. */
  rating?: number;
}

/** A client's words, with who said them. */
export function Quote({ quote, name, role, rating }: QuoteProps) {
  const { t } = useTranslation();
  return (
    <Figure>
      {rating ? (
        <Stars>
          {Array.from({ length: rating }, (_, index) => (
            <Glyph key={index} name="star" size="1.125rem" />
          ))}
          <span className="visually-hidden">{t('home.rating', { rating })}</span>
        </Stars>
      ) : null}
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <Avatar aria-hidden="true">{initials(name)}</Avatar>
        <div>
          <strong>{name}</strong>
          <span>{role}</span>
        </div>
      </figcaption>
    </Figure>
  );
}
