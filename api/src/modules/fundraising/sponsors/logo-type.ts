// A logo is an upload like any other image (common/images): the sponsor code keeps its own names.
export { type ImageType as LogoType, imageTypeOf as logoTypeOf } from '../../../common/images/image-type';
