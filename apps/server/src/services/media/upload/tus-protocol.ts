/** Where resumable (tus) uploads are sent, and the methods of the tus protocol (tus-js-client sends no other). */
export const TUS_PATH = '/atrium/v1/media/tus';
export const TUS_METHODS = ['OPTIONS', 'HEAD', 'POST', 'PATCH', 'DELETE'] as const;
