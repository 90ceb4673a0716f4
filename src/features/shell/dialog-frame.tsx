'use client';
// The one modal dialog frame of the shop: React Aria's modal dialog (focus trapped and restored, Escape and outside
// click close it, the page behind is inert), a title, and a close button of 44 px — left out for a question that
// the dialog's own buttons answer (the geo offer). `sheet`: on phones it rises from the bottom edge and scrolls in
// itself (quick view, size finder, geo offer); otherwise it sits at the top and the page behind scrolls (login).
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons';

/** Static class names, so Tailwind sees them. */
const widths = { 480: 'max-w-[480px]', 520: 'max-w-[520px]', 800: 'max-w-[800px]' } as const;

export function DialogFrame({
  title,
  onClose,
  closeLabel,
  width = 480,
  sheet = false,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  /** The close button's name; without one, the dialog has no close button (Escape and the backdrop still close). */
  closeLabel?: string;
  width?: keyof typeof widths;
  sheet?: boolean;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className={
        sheet
          ? 'fixed inset-0 z-50 flex items-end justify-center bg-black/60 sm:items-center sm:p-2'
          : 'fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/60 p-1 sm:items-center'
      }
    >
      <Modal
        className={
          sheet
            ? `max-h-[100dvh] w-full ${widths[width]} overflow-y-auto border-t border-line bg-page p-2 text-ink shadow-lg sm:max-h-[90vh] sm:rounded sm:border`
            : `w-full ${widths[width]} rounded bg-page text-ink shadow-lg`
        }
      >
        <Dialog
          className={
            sheet ? 'flex flex-col gap-2 outline-none' : 'flex flex-col gap-2 p-2 outline-none sm:p-3'
          }
        >
          <div className="flex items-start justify-between gap-2">
            <Heading slot="title" className="text-xl font-bold">
              {title}
            </Heading>
            {closeLabel && (
              <Button
                onPress={onClose}
                aria-label={closeLabel}
                className="-mr-1 -mt-1 grid size-[44px] shrink-0 place-items-center rounded text-ink data-[hovered]:bg-surface data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
              >
                <CloseIcon />
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
