'use client';
// The frame of the identity modals: React Aria's modal dialog (focus trapped and restored, Escape and outside
// click close it, the page behind is inert), a title and a close button of 44 px.
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/features/shell/icons';

export function ModalFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('identity.login');
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/60 p-1 sm:items-center"
    >
      <Modal className="w-full max-w-[480px] rounded bg-page text-ink shadow-lg">
        <Dialog className="flex flex-col gap-2 p-2 outline-none sm:p-3">
          <div className="flex items-start justify-between gap-2">
            <Heading slot="title" className="text-xl font-bold">
              {title}
            </Heading>
            <Button
              onPress={onClose}
              aria-label={t('close')}
              className="-mr-1 -mt-1 grid size-[44px] shrink-0 place-items-center rounded text-ink data-[hovered]:bg-surface data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
            >
              <CloseIcon />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
