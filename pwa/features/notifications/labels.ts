import { msg } from '@lingui/core/macro';

/**
 * The /notifications route's words, declared in the feature so that they are in its catalog (loaded by the route's
 * `loader`) and the route file writes no message: a new feature adds nothing to the main catalog (decision 183).
 */
export const BACK_TO_HOME = msg`Back to home`;
