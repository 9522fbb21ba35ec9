import { createContext, useContext, type ReactNode } from 'react';
import { FeedbackHost } from './feedback-host';
import { feedback, type FeedbackService } from './feedback-service';

const FeedbackContext = createContext<FeedbackService>(feedback);

export interface FeedbackProviderProps {
  /** Replace the service (tests, or a host that shows feedback natively). Default: {@link feedback}. */
  service?: FeedbackService;
  children?: ReactNode;
}

/**
 * Hosts the loading indicator and share mask and provides the feedback service to
 * {@link useFeedback}. antd-mobile's React 19 renderer is installed with its Toast and Dialog, on
 * the first toast or dialog (`antd-feedback.ts`).
 */
export function FeedbackProvider({ service = feedback, children }: FeedbackProviderProps) {
  return (
    <FeedbackContext.Provider value={service}>
      {children}
      <FeedbackHost />
    </FeedbackContext.Provider>
  );
}

/** The feedback service from the nearest {@link FeedbackProvider} (the shared one by default). */
export function useFeedback(): FeedbackService {
  return useContext(FeedbackContext);
}
