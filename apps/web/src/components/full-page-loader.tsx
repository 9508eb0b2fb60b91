import { Center, Loader } from '@mantine/core';

/** Shown while a guard checks the session or a lazy screen loads. */
export function FullPageLoader({ height = '60vh' }: { height?: string }) {
  return (
    <Center h={height}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
