import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { ensureAntdMobileRender } from '../utils/react19-render';
import { FeedbackHost } from './feedback-host';
import { feedback, type FeedbackService } from './feedback-service';

const FeedbackContext = createContext<FeedbackService>(feedback);

export interface FeedbackProviderProps {
  /** Replace the service (tests, or a host that shows feedback natively). Default: {@link feedback}. */
  service?: FeedbackService;
  children?: ReactNode;
}

/**
 * Hosts the loading indicator and share mask, installs antd-mobile's React 19 renderer, and
 * provides the feedback service to {@link useFeedback}.
 */
export function FeedbackProvider({ service = feedback, children }: FeedbackProviderProps) {
  useEffect(() => ensureAntdMobileRender(), []);
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
