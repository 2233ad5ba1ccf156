import { imageUrl } from '@atrium/sdk';
import type { files } from '@atrium/sdk';
import { Box, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { mediaHost } from './file-card';
import { focalPointAt } from './media-logic';

type FocalPoint = { x: number; y: number };

/** The image at its own proportions; a click sets the point that crops keep in view. */
export function FocalPointPicker(props: {
  file: files.FileDescriptor;
  disabled: boolean;
  onPick: (point: FocalPoint) => void;
}) {
  const point = props.file.media.image?.focalPoint ?? null;
  const pick = (event: MouseEvent<HTMLButtonElement>) =>
    props.onPick(focalPointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  return (
    <Box>
      <button
        type="button"
        onClick={pick}
        disabled={props.disabled}
        aria-label="Set the focal point: click on the part of the image that crops must keep"
        style={{
          position: 'relative',
          display: 'block',
          width: '100%',
          padding: 0,
          border: 0,
          cursor: 'crosshair',
        }}
      >
        <img
          src={imageUrl(mediaHost(), props.file, { width: 512, fit: 'fit' })}
          alt={props.file.displayName}
          style={{ width: '100%', display: 'block' }}
        />
        {point && (
          <span
            aria-hidden
            style={{
              position: 'absolute',
              left: `${point.x * 100}%`,
              top: `${point.y * 100}%`,
              width: 18,
              height: 18,
              marginLeft: -9,
              marginTop: -9,
              borderRadius: '50%',
              border: '2px solid white',
              boxShadow: '0 0 0 2px var(--mantine-color-indigo-6)',
            }}
          />
        )}
      </button>
      <Text size="xs" c="dimmed" mt={4}>
        {point
          ? `Focal point at ${Math.round(point.x * 100)}% across, ${Math.round(point.y * 100)}% down.`
          : 'No focal point: crops keep the centre. Click the image to set one.'}
      </Text>
    </Box>
  );
}
