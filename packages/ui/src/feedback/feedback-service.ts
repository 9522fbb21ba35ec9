import { TOAST_MS } from '@jijin/core/constants';
import { createElement, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { FeedbackHost } from './feedback-host';
import { feedbackStore } from './feedback-store';

export interface ToastOptions {
  /** Visible time in ms. Default 2,500. 0 keeps it until `close()` or the next toast. */
  duration?: number;
  /** Icon: success, fail, loading or any node. */
  icon?: 'success' | 'fail' | 'loading' | ReactNode;
  position?: 'top' | 'bottom' | 'center';
  /** Runs after the toast auto-hides (the spec's "success callback"). Not run on `close()`. */
  onSuccess?: () => void;
}

export interface ToastHandle {
  close(): void;
}

export interface AlertOptions {
  title?: ReactNode;
  content: ReactNode;
  /** Default 我知道了 */
  confirmText?: ReactNode;
}

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  /** Default 确定 */
  confirmText?: ReactNode;
  /** Default 取消 */
  cancelText?: ReactNode;
}

import type { ActionSheetItem } from './action-sheet-panel';
export type { ActionSheetItem };

export interface ActionSheetOptions<K extends string | number = string | number> {
  actions: ActionSheetItem<K>[];
  /** Text above the actions. */
  extra?: ReactNode;
  /** Default 取消 */
  cancelText?: ReactNode;
}

export interface DialogAction<K extends string | number = string | number> {
  key: K;
  text: ReactNode;
  bold?: boolean;
  danger?: boolean;
  disabled?: boolean;
}

export interface DialogOptions<K extends string | number = string | number> {
  title?: ReactNode;
  content: ReactNode;
  image?: string;
  /** Buttons, top to bottom. Use arrays of arrays for side-by-side rows (antd-mobile). */
  actions: Array<DialogAction<K> | DialogAction<K>[]>;
  /** Close when the mask is tapped (resolves null). Default false. */
  closeOnMaskClick?: boolean;
}

/** The one imperative feedback API (spec 000 §2). See {@link feedback}. */
export interface FeedbackService {
  /** Show the blocking loading indicator (default text 加载中…). */
  showLoading(text?: ReactNode): void;
  hideLoading(): void;
  /**
   * Show a toast; it auto-hides after `duration` ms (default 2,500) and then runs `onSuccess`.
   * A new toast replaces the current one.
   */
  toast(content: ReactNode, options?: ToastOptions): ToastHandle;
  /** An alert with one button; resolves when it is dismissed. */
  alert(options: AlertOptions | string): Promise<void>;
  /** A confirm dialog; resolves true on 确定, false on 取消. */
  confirm(options: ConfirmOptions | string): Promise<boolean>;
  /** An action sheet; resolves with the chosen action's key, or null when cancelled. */
  actionSheet<K extends string | number>(options: ActionSheetOptions<K>): Promise<K | null>;
  /** A dialog with custom actions; resolves with the tapped action's key, or null. */
  dialog<K extends string | number>(options: DialogOptions<K>): Promise<K | null>;
  /** Show the browser share mask (tap to dismiss). */
  showShareMask(tip?: ReactNode): void;
  hideShareMask(): void;
  /**
   * Close any open alert, confirm, dialog and action sheet (e.g. on a route change): a pending
   * confirm resolves false, a dialog or action sheet null, an alert resolves.
   */
  hideDialogs(): void;
  /** Hide everything: toast, dialogs, loading, share mask. */
  clear(): void;
}

/** An accessible name for a dialog: its title, else its text content, else the fallback. */
function dialogLabel(title: ReactNode, content: ReactNode, fallback: string): string {
  if (typeof title === 'string' && title) return title;
  if (typeof content === 'string' && content) return content;
  return fallback;
}

let fallbackRoot: Root | null = null;
let fallbackPending = false;

/** Loading and the share mask need a mounted FeedbackHost; mount one on <body> if the app has none. */
function ensureHost(): void {
  if (feedbackStore.hasHost() || fallbackRoot || fallbackPending) return;
  if (typeof document === 'undefined') return;
  fallbackPending = true;
  // React DOM's client is not in the first chunk (the app renders it a task after start, issue
  // 20): the store keeps what was shown until a host renders it, this one or the app's.
  void import('react-dom/client').then(
    ({ createRoot }) => {
      fallbackPending = false;
      if (feedbackStore.hasHost() || fallbackRoot) return;
      const container = document.createElement('div');
      container.setAttribute('data-jj-feedback-host', '');
      document.body.appendChild(container);
      fallbackRoot = createRoot(container);
      fallbackRoot.render(createElement(FeedbackHost));
    },
    () => {
      // chunk lost (offline): no host this time; the next call tries again
      fallbackPending = false;
    },
  );
}

type AntdFeedback = typeof import('./antd-feedback');

let antd: AntdFeedback | null = null;
let antdLoading: Promise<AntdFeedback> | null = null;

/**
 * antd-mobile's Toast and Dialog, imported on the first toast or dialog (they and their
 * animation libraries stay out of the first chunk). Synchronous once loaded.
 */
function loadAntd(): Promise<AntdFeedback> {
  antdLoading ??= import('./antd-feedback').then((m) => {
    m.ensureAntdMobileRender();
    antd = m;
    return m;
  });
  return antdLoading;
}

/** Runs `show` with antd-mobile's feedback now if it is loaded, else as soon as it is. */
function withAntd(show: (m: AntdFeedback) => void): void {
  if (antd) show(antd);
  else void loadAntd().then(show);
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
/** Counts toasts: one still waiting for antd-mobile is dropped when a newer one or `clear` came. */
let toastSeq = 0;
/** Bumped by `hideDialogs` / `clear`: a dialog still waiting for antd-mobile is then not shown. */
let dialogSeq = 0;

/**
 * Opens a dialog once antd-mobile is loaded, unless `hideDialogs` / `clear` ran meanwhile, in
 * which case the promise settles with `dismissed` (what closing it would have answered).
 */
function openDialog<T>(open: (m: AntdFeedback) => Promise<T>, dismissed: T): Promise<T> {
  const seq = dialogSeq;
  if (antd) return open(antd);
  return loadAntd().then((m) => (seq === dialogSeq ? open(m) : dismissed));
}

/** Creates the feedback service. Apps use the shared {@link feedback}; tests may create their own. */
export function createFeedbackService(): FeedbackService {
  return {
    showLoading(text) {
      ensureHost();
      feedbackStore.setState({ loading: { visible: true, text } });
    },
    hideLoading() {
      feedbackStore.setState({ loading: { visible: false } });
    },
    toast(content, options = {}) {
      const duration = options.duration ?? TOAST_MS;
      if (toastTimer) clearTimeout(toastTimer);
      toastTimer = undefined;
      if (typeof content === 'string' || typeof content === 'number') {
        ensureHost();
        feedbackStore.setState({ announcement: String(content) });
      }
      const seq = ++toastSeq;
      let closed = false;
      let handler: { close(): void } | undefined;
      withAntd((m) => {
        if (closed || seq !== toastSeq) return;
        handler = m.Toast.show({
          content,
          icon: options.icon,
          position: options.position,
          duration,
        });
      });
      // The success callback keeps the caller's clock: `duration` ms from this call.
      if (duration > 0 && options.onSuccess) {
        const onSuccess = options.onSuccess;
        toastTimer = setTimeout(() => {
          toastTimer = undefined;
          onSuccess();
        }, duration);
      }
      return {
        close() {
          closed = true;
          if (toastTimer) clearTimeout(toastTimer);
          toastTimer = undefined;
          handler?.close();
        },
      };
    },
    alert(options) {
      const o = typeof options === 'string' ? { content: options } : options;
      return openDialog(
        (m) =>
          m.Dialog.alert({
            'aria-label': dialogLabel(o.title, o.content, '提示'),
            title: o.title,
            content: o.content,
            confirmText: o.confirmText ?? '我知道了',
          }),
        undefined,
      );
    },
    confirm(options) {
      const o = typeof options === 'string' ? { content: options } : options;
      return openDialog(
        (m) =>
          m.Dialog.confirm({
            'aria-label': dialogLabel(o.title, o.content, '确认'),
            title: o.title,
            content: o.content,
            confirmText: o.confirmText ?? '确定',
            cancelText: o.cancelText ?? '取消',
          }),
        false,
      );
    },
    actionSheet<K extends string | number>(options: ActionSheetOptions<K>) {
      ensureHost();
      return new Promise<K | null>((resolve) => {
        feedbackStore.getState().actionSheet.settle?.(null);
        feedbackStore.setState({
          actionSheet: {
            visible: true,
            actions: options.actions,
            extra: options.extra,
            cancelText: options.cancelText,
            settle: (key) => resolve(key as K | null),
          },
        });
      });
    },
    dialog<K extends string | number>(options: DialogOptions<K>) {
      return openDialog(
        (m) =>
          new Promise<K | null>((resolve) => {
            let settled = false;
            m.Dialog.show({
              'aria-label': dialogLabel(options.title, options.content, '提示'),
              title: options.title,
              content: options.content,
              image: options.image,
              actions: options.actions,
              closeOnAction: true,
              closeOnMaskClick: options.closeOnMaskClick ?? false,
              onAction: (action) => {
                if (settled) return;
                settled = true;
                resolve(action.key as K);
              },
              onClose: () => {
                if (settled) return;
                settled = true;
                resolve(null);
              },
            });
          }),
        null,
      );
    },
    showShareMask(tip) {
      ensureHost();
      feedbackStore.setState({ shareMask: { visible: true, tip } });
    },
    hideShareMask() {
      feedbackStore.setState({ shareMask: { visible: false } });
    },
    hideDialogs() {
      dialogSeq += 1;
      antd?.Dialog.clear();
      const sheet = feedbackStore.getState().actionSheet;
      sheet.settle?.(null);
      feedbackStore.setState({ actionSheet: { ...sheet, visible: false, settle: undefined } });
    },
    clear() {
      if (toastTimer) clearTimeout(toastTimer);
      toastTimer = undefined;
      toastSeq += 1;
      dialogSeq += 1;
      antd?.Toast.clear();
      antd?.Dialog.clear();
      feedbackStore.reset();
    },
  };
}

/**
 * The shared feedback service: `feedback.toast('提交成功')`,
 * `await feedback.confirm('确定要退出帐号吗？')`. Render a {@link FeedbackProvider} once near the
 * root (it hosts the loading indicator and share mask inside the app's theme).
 */
export const feedback: FeedbackService = createFeedbackService();
