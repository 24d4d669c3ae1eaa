#version 450 core
// Full-screen quad drawn as a 4-vertex triangle strip; each instance is one
// overlapping layer, whose index the fragment shader receives as primID.
layout(location = 0) out int primID;

void main()
{
    primID = gl_InstanceIndex;
    vec2 corner = vec2((gl_VertexIndex & 2) != 0 ? 1.0 : -1.0, (gl_VertexIndex & 1) != 0 ? 1.0 : -1.0);
    gl_Position = vec4(corner, 0.5, 1.0);
}
