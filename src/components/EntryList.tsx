import styled from 'styled-components';
import { cardSurface, listReset } from '../theme/mixins';
import { ButtonLink } from './ButtonLink';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${listReset}
`;

const Entry = styled.li`
  ${cardSurface}
  h3 {
    font-size: ${({ theme }) => theme.type.item};
  }
`;

const Meta = styled.p`
  margin-block: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 600;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

export interface EntryListItem {
  key: string;
  title: string;
  summary: string;
  meta?: string;
  /** What to do about the entry, such as registering for an event. */
  action?: { label: string; href: string };
}

/** Events, webinars and research: things to read about or sign up for, without a page of their own. */
export function EntryList({ items }: { items: EntryListItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Entry key={item.key}>
          <h3>{item.title}</h3>
          {item.meta ? <Meta>{item.meta}</Meta> : null}
          <Summary>{item.summary}</Summary>
          {item.action ? (
            <Action>
              <ButtonLink to={item.action.href} $variant="secondary">
                {item.action.label}
                <span className="visually-hidden"> — {item.title}</span>
              </ButtonLink>
            </Action>
          ) : null}
        </Entry>
      ))}
    </List>
  );
}
