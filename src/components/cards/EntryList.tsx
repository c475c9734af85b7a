import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../primitives/ButtonLink';
import { stretchedLink } from '../../theme/mixins';
import { CardGrid, PlainCard } from './CardGrid';
import type { LinkAction } from '../../content/schema/fields';

/**
 * The cards of a row are one height, each with its action at its foot. A card with an
 * action is that action: a click anywhere on it follows the link, and it answers the
 * pointer as the site's link cards do.
 */
const Entry = styled(PlainCard)<{ $linked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  /* A lone entry spans the whole row: its lines would run 170 characters. */
  > h3,
  > p {
    max-inline-size: ${({ theme }) => theme.measure('65ch')};
  }
  ${({ $linked, theme }) =>
    $linked &&
    `
    transition: border-color 150ms ease, box-shadow 150ms ease;
    &:hover,
    &:focus-within {
      border-color: ${theme.color.accent};
      box-shadow: ${theme.shadow.raised};
    }
  `}
`;

const EntryAction = styled(ButtonLink)`
  ${stretchedLink('large')}
`;

/** The date and place: above the card's muted text in weight and colour. */
const Meta = styled.p`
  && {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 600;
  }
`;

const Action = styled.div`
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space(2)};
`;

export interface EntryListItem {
  key: string;
  title: string;
  summary: string;
  /** The date and place or presenter; a node, so a date can be a <time>. */
  meta?: ReactNode;
  /** What to do about the entry, such as registering for an event. */
  action?: LinkAction;
}

/** Events, webinars and research: things to read about or sign up for, without a page of their own. */
export function EntryList({ items }: { items: EntryListItem[] }) {
  return (
    <CardGrid minWidth={20}>
      {items.map((item) => (
        <Entry key={item.key} $linked={item.action !== undefined}>
          <h3>{item.title}</h3>
          {item.meta ? <Meta>{item.meta}</Meta> : null}
          <p>{item.summary}</p>
          {item.action ? (
            <Action>
              <EntryAction to={item.action.href} $variant="secondary">
                {item.action.label}
                <span className="visually-hidden"> — {item.title}</span>
              </EntryAction>
            </Action>
          ) : null}
        </Entry>
      ))}
    </CardGrid>
  );
}
