import { Image } from '@mantine/core';
import { TEAM_IMAGE_DISPLAY_WIDTH } from '@walkfund/domain';

/** Team photos keep their own shape (stored to cover this frame twice over, docs/decisions/0116-images.md); the page frames them 4:3. */
const TEAM_PHOTO_HEIGHT = Math.round((TEAM_IMAGE_DISPLAY_WIDTH * 3) / 4);

/**
 * The team's photo on its public page, in a 4:3 frame at most 300 wide: its box has its size
 * before the image arrives, so nothing below it moves when it does (finding 4 of docs/features/walkthrough-findings.md: CLS 0.19). A
 * photo of another shape fills the frame (cropped at the edges, never stretched).
 */
export function TeamPhoto({ src, teamName }: { src: string; teamName: string }) {
  return (
    <Image
      src={src}
      alt={`${teamName} team photo`}
      width={TEAM_IMAGE_DISPLAY_WIDTH}
      height={TEAM_PHOTO_HEIGHT}
      w="100%"
      maw={TEAM_IMAGE_DISPLAY_WIDTH}
      h="auto"
      fit="cover"
      radius="md"
      style={{ aspectRatio: `${TEAM_IMAGE_DISPLAY_WIDTH} / ${TEAM_PHOTO_HEIGHT}` }}
    />
  );
}
