import styled from 'styled-components';
import type { BlogCategory, IconName } from '../../content/vocabulary';
import { Icon } from '../primitives/Icon';

/** The drawing that stands for each subject in a corner of the cover. */
const topicIcons: Record<BlogCategory, IconName> = {
  cybersecurity: 'shield',
  'cloud-computing': 'cloud',
  'artificial-intelligence': 'brain',
  'workplace-technology': 'monitor',
  'healthcare-it': 'heart-pulse',
  'network-technology': 'network',
  'software-development': 'code',
  'digital-transformation': 'rocket',
};

/**
 * The same 16:9 frame as a card's picture, so a cover drawn here and an editor's cover
 * line up in one row. The brand colour with its text colour keeps the contrast of the
 * site's primary buttons in both themes.
 */
const Cover = styled.div`
  position: relative;
  display: grid;
  align-content: space-between;
  aspect-ratio: 16 / 9;
  padding: ${({ theme }) => theme.space(5)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  /* The spine of a printed report, on the side the page starts from. */
  border-inline-start: ${({ theme }) => theme.space(2)} solid
    ${({ theme }) => theme.color.accentText};
  /* Doubled, to outweigh the card's own colour for its icons. */
  && svg {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: -1rem;
    translate: 0 -50%;
    color: ${({ theme }) => theme.color.onAccent};
    opacity: 0.3;
  }
`;

const Kicker = styled.span`
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

/** A cover's title is set large and held to four lines, as on a printed report. */
const Title = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  overflow: hidden;
  max-inline-size: 85%;
  font-size: ${({ theme }) => theme.type.item};
  font-weight: 800;
  line-height: 1.25;
`;

export interface WhitepaperCoverProps {
  title: string;
  topic: BlogCategory;
  /** What the kicker says: the kind of document and its subject ("Whitepaper · Cybersecurity"). */
  kicker: string;
}

/**
 * The cover of a whitepaper without a cover picture, set in type from its title and
 * subject. The card's heading says the same, so screen readers skip the cover.
 */
export function WhitepaperCover({ title, topic, kicker }: WhitepaperCoverProps) {
  return (
    <Cover aria-hidden="true">
      <Kicker>{kicker}</Kicker>
      <Title>{title}</Title>
      <Icon name={topicIcons[topic]} size="9rem" />
    </Cover>
  );
}
