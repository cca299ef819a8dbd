import { InputNumber, type InputNumberProps } from '@arco-design/web-react';

/** Number filters default to two decimals (amounts, weights). */
export const NUMBER_FILTER_PRECISION = 2;

export type NumberFilterInputProps = InputNumberProps;

/** InputNumber for list filters: two decimals unless `precision` says otherwise, empty allowed. */
export function NumberFilterInput({ precision = NUMBER_FILTER_PRECISION, ...rest }: NumberFilterInputProps) {
  return <InputNumber precision={precision} hideControl {...rest} />;
}
