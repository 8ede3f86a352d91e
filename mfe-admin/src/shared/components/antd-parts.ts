// antd's Input and Modal carry their variants as statics (Input.TextArea, .Password, .OTP; Modal.confirm,
// .info...), so importing them from 'antd' bundles every variant. These are the components alone: the
// administration dialog stays within the admin pages' JavaScript budget.
export { default as Input } from 'antd/es/input/Input';
export { default as InputSearch } from 'antd/es/input/Search';
export { default as Modal } from 'antd/es/modal/Modal';
