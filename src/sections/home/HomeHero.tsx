import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Artwork, type ArtworkImage } from '../../components/primitives/Artwork';
import { ButtonPair } from '../../components/primitives/ButtonLink';
import { Container } from '../../components/primitives/Container';
import { Glyph } from '../../components/primitives/Glyph';
import { PartnerStrip } from '../PartnerStrip';
import { formatList } from '../../i18n/formatList';
import { useLocale } from '../../i18n/useLocale';
import { useReducedMotion } from '../../accessibility/useReducedMotion';
import { RotatingText } from './RotatingText';
import { useRotation } from './useRotation';
import type { LinkAction } from '../../content/schema/fields';

/** The badge changes every 2 s, the headline accent every 3 s. */
export const badgeIntervalMs = 2000;
export const accentIntervalMs = 3000;

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space(20)} ${({ theme }) => theme.space(16)};
  background:
    radial-gradient(
      60rem 30rem at 85% -10%,
      ${({ theme }) => theme.color.accentSoft},
      transparent 70%
    ),
    ${({ theme }) => theme.color.background};
  &:dir(rtl) {
    background:
      radial-gradient(
        60rem 30rem at 15% -10%,
        ${({ theme }) => theme.color.accentSoft},
        transparent 70%
      ),
      ${({ theme }) => theme.color.background};
  }
`;

/** Text beside the picture on wide screens; on narrow ones the picture closes the hero. */
const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 11fr) minmax(0, 9fr);
  }
`;

/** The headline is sized against this column (container query units). */
const Text = styled.div`
  container: hero-text / inline-size;
`;

const Picture = styled(Artwork)`
  justify-self: center;
  inline-size: min(100%, 34rem);
`;

const BadgeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 2.25rem;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  font-size: ${({ theme }) => theme.type.small};
`;

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

/**
 * Each accent phrase stays on one line, so the space kept for the longest phrase is one line
 * high in every language and no empty line opens under a shorter one. The headline shrinks
 * below the display size only when that phrase would not fit the column: 0.5 em is a
 * generous average width of a Cairo letter in both scripts (measured: 0.45 to 0.51).
 */
const Headline = styled.h1<{ $longestAccent: number }>`
  font-size: min(
    ${({ theme }) => theme.type.display},
    calc(100cqi / ${({ $longestAccent }) => $longestAccent * 0.5})
  );
  font-weight: 800;
  /* No lone "with" on a line of its own above the accent phrase. */
  text-wrap: balance;
`;

const Accent = styled(RotatingText)`
  display: grid;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.accentText};
`;

const Summary = styled.p`
  max-inline-size: 60ch;
  margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The partners close the text column, under the actions, where the figure row was. The
 * certifications are the credentials band's, which says what each one assures.
 */
const Partners = styled(PartnerStrip)`
  margin-block-start: ${({ theme }) => theme.space(12)};
`;

/** What the hero shows; `content/pages/home.{en,ar}.yaml` provides it. */
export interface HeroContent {
  badges: string[];
  headline: string;
  headlineAccents: string[];
  summary: string;
  primaryAction: LinkAction;
  secondaryAction: LinkAction;
  image: ArtworkImage;
}

export function HomeHero({ hero }: { hero: HeroContent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reducedMotion = useReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const paused = pausedByVisitor || reducedMotion;
  const badge = useRotation(hero.badges.length, badgeIntervalMs, paused);
  const accent = useRotation(hero.headlineAccents.length, accentIntervalMs, paused);

  return (
    <Band aria-label={t('home.heroLabel')}>
      <Layout>
        <Text>
          <BadgeRow>
            {reducedMotion ? null : (
              <PauseButton
                type="button"
                aria-pressed={pausedByVisitor}
                aria-label={t('home.pauseRotation')}
                onClick={() => setPausedByVisitor((value) => !value)}
              >
                {pausedByVisitor ? (
                  <Glyph name="play" size="1rem" />
                ) : (
                  <Glyph name="pause" size="1rem" />
                )}
              </PauseButton>
            )}
            <Badge>
              <Glyph name="circle-check" size="1.125rem" />
              <RotatingText
                phrases={hero.badges}
                active={badge.index}
                animate={badge.started}
                testId="hero-badge"
              />
              <span className="visually-hidden">{formatList(hero.badges, locale)}</span>
            </Badge>
          </BadgeRow>
          <Headline $longestAccent={Math.max(...hero.headlineAccents.map(({ length }) => length))}>
            {hero.headline}{' '}
            <Accent
              phrases={hero.headlineAccents}
              active={accent.index}
              animate={accent.started}
              testId="hero-accent"
            />
            <span className="visually-hidden">{formatList(hero.headlineAccents, locale)}</span>
          </Headline>
          <Summary>{hero.summary}</Summary>
          <ButtonPair primary={hero.primaryAction} secondary={hero.secondaryAction} />
          <Partners withCertifications={false} />
        </Text>
        <Picture image={hero.image} slot="hero" priority backdrop={false} />
      </Layout>
    </Band>
  );
}
