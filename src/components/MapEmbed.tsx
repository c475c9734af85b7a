import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The office in Madina, where the map is centred. */
const office = { latitude: 24.4672, longitude: 39.6112 };
const span = 0.06;

const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${office.longitude - span},${office.latitude - span / 2},${office.longitude + span},${office.latitude + span / 2}&layer=mapnik&marker=${office.latitude},${office.longitude}`;
const mapUrl = `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=14/${office.latitude}/${office.longitude}`;

const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
`;

const Caption = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(4)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-block-size: 1.5rem;
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 700;
  }
`;

export interface MapEmbedProps {
  caption: string;
  linkLabel: string;
}

const Figure = styled.figure`
  margin: 0;
`;

/**
 * The office on an embedded map. The frame is lazy, so the map service is contacted only
 * when a visitor scrolls near it; the link opens the full map in a new tab.
 */
export function MapEmbed({ caption, linkLabel }: MapEmbedProps) {
  const { t } = useTranslation();
  return (
    <Figure>
      <Frame src={embedUrl} title={caption} loading="lazy" referrerPolicy="no-referrer" />
      <Caption as="figcaption">
        <span>{caption}</span>
        <a href={mapUrl} target="_blank" rel="noopener noreferrer">
          {linkLabel}
          <ExternalLink aria-hidden="true" size="1rem" />
          <span className="visually-hidden">{t('contact.opensInNewTab')}</span>
        </a>
      </Caption>
    </Figure>
  );
}
