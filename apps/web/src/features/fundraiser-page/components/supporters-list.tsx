import type { FundraiserSupporter } from '@walkfund/domain';
import { DonorWall } from '../../../components/public/donor-wall.tsx';

/**
 * The walker's newest gifts: the donor as the server names them ("Dana T.", an employer or
 * "Anonymous"), the amount only when the server sends one, and the donor's message as plain text:
 * the public wall's list, titled Supporters.
 */
export function SupportersList({ supporters }: { supporters: FundraiserSupporter[] }) {
  return <DonorWall donors={supporters} title="Supporters" />;
}
