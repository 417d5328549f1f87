/** App paths of the time screens that several components link to. */
export const detailsPath = (id: number, userId: number) => `/time/details/view/${id}/${userId}`;
