import * as contracts from '@sari/contracts/business';
import { publicOperation } from '../../access/operation';
import type { Feature } from '../feature';
import { confirmLimits, confirmSignUp } from './confirm-sign-up';
import { requestSignUp, signUpLimits } from './request-sign-up';

export const businessFeature: Feature = {
  name: 'business',
  operations: [
    publicOperation(contracts.requestSignUp, requestSignUp, { limits: signUpLimits }),
    publicOperation(contracts.confirmSignUp, confirmSignUp, { limits: confirmLimits }),
  ],
};
