import styled from 'styled-components';
import { Container } from '../components/primitives/Container';

/** The layout of pages that only say something (not found, routing error): centred. */
export const MessagePage = styled(Container)`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(24)};
`;
