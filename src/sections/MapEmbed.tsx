import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Glyph } from '../components/primitives/Glyph';
import { company } from '../content/company';
import { useLocale } from '../i18n/useLocale';
import { Button } from '../components/primitives/ButtonLink';

/** The office in Madina, where the map is centred. */
const office = { latitude: 24.4672, longitude: 39.6112 };
const span = 0.06;

const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${office.longitude - span},${office.latitude - span / 2},${office.longitude + span},${office.latitude + span / 2}&layer=mapnik&marker=${office.latitude},${office.longitude}`;
const mapUrl = `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=14/${office.latitude}/${office.longitude}`;

/** The card: the map's place above, the address and the two ways to the map below. */
const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/**
 * The map's place: a drawing of streets around the pin, in the theme's colours, until the
 * visitor asks for the real map. The frame then loads over the drawing and shows once it
 * has loaded, so there is never an empty box. OpenStreetMap has no dark tiles: in the dark
 * theme the frame is inverted and turned back to its hues, which keeps the whole map
 * readable (water stays blue, roads light on dark) where a dimmed frame would stay a
 * bright rectangle until hovered, and a phone cannot hover.
 */
const Place = styled.div`
  position: relative;
  /* A wide screen shows a band of the map rather than a 16:9 screenful. (A max-block-size
     would narrow the box instead: an aspect ratio carries it over to the width.) */
  aspect-ratio: 16 / 9;
  @media (min-width: 48rem) {
    aspect-ratio: auto;
    block-size: 24rem;
  }
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  svg {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
  }
  .block {
    fill: ${({ theme }) => theme.color.surfaceRaised};
  }
  .park {
    fill: ${({ theme }) => theme.color.accentSoft};
  }
  .street {
    fill: none;
    stroke: ${({ theme }) => theme.color.border};
    stroke-width: 6;
  }
  .road-edge {
    fill: none;
    stroke: ${({ theme }) => theme.color.border};
    stroke-width: 22;
  }
  .road {
    fill: none;
    stroke: ${({ theme }) => theme.color.background};
    stroke-width: 16;
  }
  .pin {
    fill: ${({ theme }) => theme.color.accent};
  }
  .pin-dot {
    fill: ${({ theme }) => theme.color.onAccent};
  }
  .pin-halo {
    fill: ${({ theme }) => theme.color.accent};
    opacity: 0.18;
  }
  iframe {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
    opacity: 0;
    transition: opacity 200ms ease;
  }
  iframe[data-loaded] {
    opacity: 1;
  }
  :root[data-theme='dark']:not([data-contrast='inverted']) & iframe {
    filter: invert(0.9) hue-rotate(180deg);
  }
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
  address {
    display: flex;
    align-items: start;
    gap: ${({ theme }) => theme.space(2)};
    font-style: normal;
  }
  address svg {
    flex: none;
    margin-block-start: 0.2em;
    color: ${({ theme }) => theme.color.accentText};
  }
  address strong {
    display: block;
  }
  address div > span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-block-size: 2.75rem;
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 700;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/**
 * Streets around the office, drawn for the site without words, so one drawing serves both
 * languages; King Fahd Road runs across it and the pin stands at its centre.
 */
function StreetDrawing() {
  return (
    <svg viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect className="block" x="40" y="30" width="150" height="90" rx="8" />
      <rect className="park" x="220" y="30" width="120" height="90" rx="8" />
      <rect className="block" x="370" y="30" width="230" height="90" rx="8" />
      <rect className="block" x="40" y="240" width="230" height="100" rx="8" />
      <rect className="block" x="300" y="240" width="130" height="100" rx="8" />
      <rect className="park" x="460" y="240" width="150" height="100" rx="8" />
      <path className="street" d="M0 135H640M0 225H640M205 0V360M355 0V360M445 0V360" />
      <path className="road-edge" d="M-20 300L660 60" />
      <path className="road" d="M-20 300L660 60" />
      <path className="road-edge" d="M120 -20C150 120 170 260 150 380" />
      <path className="road" d="M120 -20C150 120 170 260 150 380" />
      <circle className="pin-halo" cx="320" cy="180" r="46" />
      <path
        className="pin"
        d="M320 196c-3 0-28-30-28-50a28 28 0 0156 0c0 20-25 50-28 50z"
        transform="translate(0 -16)"
      />
      <circle className="pin-dot" cx="320" cy="130" r="10" />
    </svg>
  );
}

export interface MapEmbedProps {
  /** The place in a few words: the frame's title. */
  caption: string;
  linkLabel: string;
}

/**
 * The office as a card: a drawn map with a pin, the full address, a link that opens the map
 * in a new tab, and a button that loads the interactive map in place. The frame loads only
 * when asked for, because it is a third party that sees the visitor's IP address (the note
 * says so); without JavaScript, or with the provider unreachable, the card still shows
 * where the office is and the link still leads there.
 */
export function MapEmbed({ caption, linkLabel }: MapEmbedProps) {
  const { t } = useTranslation();
  const facts = company(useLocale());
  const [shown, setShown] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button that asked for the map is gone: focus moves to the map it loaded.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    <Figure>
      <Place>
        <StreetDrawing />
        {shown ? (
          <iframe
            ref={frame}
            src={embedUrl}
            title={caption}
            loading="lazy"
            referrerPolicy="no-referrer"
            data-loaded={loaded || undefined}
            onLoad={() => setLoaded(true)}
          />
        ) : null}
      </Place>
      <Caption>
        <address>
          <Glyph name="map-pin" size="1.25rem" />
          <div>
            <strong>{t('contact.office')}</strong>
            <span>{t('footer.address', facts.address)}</span>
          </div>
        </address>
        <Actions>
          {shown ? null : (
            <Button type="button" $variant="secondary" onClick={() => setShown(true)}>
              {t('contact.showMap')}
            </Button>
          )}
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            {linkLabel}
            <Glyph name="external-link" size="1rem" />
            <span className="visually-hidden">{t('contact.opensInNewTab')}</span>
          </a>
        </Actions>
        {shown ? null : <Note>{t('contact.mapNote')}</Note>}
      </Caption>
    </Figure>
  );
}
