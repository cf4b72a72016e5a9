import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import Upload from 'graphql-upload/Upload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/** graphql-upload ships ES modules only; Node 20.19+ loads them from CommonJS. */
export { GraphQLUpload, Upload, graphqlUploadExpress };
