import styled from 'styled-components';
import { ButtonPair } from '../components/primitives/ButtonLink';
import type { LinkAction } from '../content/schema/fields';

const Message = styled.p`
  max-inline-size: ${({ theme }) => theme.measure('60ch')};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

export interface NothingScheduledProps {
  message: string;
  /** Where to go instead, such as the newsletter. */
  primary: LinkAction;
  secondary: LinkAction;
}

/** Said plainly when nothing is upcoming, in place of an empty list. */
export function NothingScheduled({ message, primary, secondary }: NothingScheduledProps) {
  return (
    <>
      <Message>{message}</Message>
      <ButtonPair primary={primary} secondary={secondary} />
    </>
  );
}
