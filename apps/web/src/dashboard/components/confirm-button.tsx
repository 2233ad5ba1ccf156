import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

export interface ConfirmButtonProps extends ButtonProps {
  /** What the button does, e.g. "Revoke". */
  children: string;
  title: string;
  message: string;
  onConfirm: () => void;
}

/** A destructive action asks first, in an accessible dialog that keeps focus and closes on Escape. */
export function ConfirmButton({ children, title, message, onConfirm, ...button }: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure();
  return (
    <>
      <Button size="xs" color="red" variant="light" {...button} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title}>
        <Stack>
          <Text>{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {children}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
