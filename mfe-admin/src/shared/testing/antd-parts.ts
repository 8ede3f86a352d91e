// Under Jest antd is its CommonJS build, whose files' default exports do not reach an ES import: the same
// components from the package's entry instead (see jest.config.js).
import { Input as AntdInput, Modal as AntdModal } from 'antd';

export const Input = AntdInput;
export const InputSearch = AntdInput.Search;
export const Modal = AntdModal;
